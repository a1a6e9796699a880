package org.chessarbiter.regulations.law;

import com.google.common.collect.Iterables;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScope;

/**
 * A scope that answers from {@code first} and, for a name {@code first} does not know, from {@code then}.
 */
final class FallbackScope implements IScope {

    private final IScope first;
    private final IScope then;

    FallbackScope(IScope first, IScope then) {
        this.first = first;
        this.then = then;
    }

    @Override
    public IEObjectDescription getSingleElement(QualifiedName name) {
        IEObjectDescription d = first.getSingleElement(name);
        return d != null ? d : then.getSingleElement(name);
    }

    @Override
    public Iterable<IEObjectDescription> getElements(QualifiedName name) {
        Iterable<IEObjectDescription> d = first.getElements(name);
        return Iterables.isEmpty(d) ? then.getElements(name) : d;
    }

    @Override
    public IEObjectDescription getSingleElement(EObject object) {
        IEObjectDescription d = first.getSingleElement(object);
        return d != null ? d : then.getSingleElement(object);
    }

    @Override
    public Iterable<IEObjectDescription> getElements(EObject object) {
        return Iterables.concat(first.getElements(object), then.getElements(object));
    }

    @Override
    public Iterable<IEObjectDescription> getAllElements() {
        return Iterables.concat(first.getAllElements(), then.getAllElements());
    }
}

