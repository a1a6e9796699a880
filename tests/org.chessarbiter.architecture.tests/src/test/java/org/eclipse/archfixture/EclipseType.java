package org.eclipse.archfixture;

/** Stands for any org.eclipse type in LayeringRulesCanFailTest. */
public class EclipseType {
}
