package org.eclipse.swt.archfixture;

/** Stands for any SWT type in LayeringRulesCanFailTest. */
public class Widget {
}
