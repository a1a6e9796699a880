package org.chessarbiter.scoresheet.resource;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IReferenceDescription;
import org.eclipse.xtext.resource.impl.DefaultResourceDescriptionStrategy;
import org.eclipse.xtext.util.IAcceptor;

/**
 * A scoresheet exports nothing to the index and refers to nothing by name (its games are not named, and the
 * regulations a game is checked against are found by folder, not by reference): its description stops at the
 * root. Describing every element would ask each one its qualified name and its exporting container, a walk up to
 * the root from every element of every variation.
 */
public class ScoresheetResourceDescriptionStrategy extends DefaultResourceDescriptionStrategy {

    @Override
    public boolean createEObjectDescriptions(EObject eObject, IAcceptor<IEObjectDescription> acceptor) {
        return false;
    }

    @Override
    public boolean createReferenceDescriptions(EObject from, URI exportedContainerURI, IAcceptor<IReferenceDescription> acceptor) {
        return false;
    }
}
