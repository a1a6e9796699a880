package org.chessarbiter.regulations.law;

import com.google.common.collect.Iterables;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;
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
        return fromFirstElseThen(scope -> scope.getSingleElement(name), Objects::nonNull);
    }

    @Override
    public Iterable<IEObjectDescription> getElements(QualifiedName name) {
        return fromFirstElseThen(scope -> scope.getElements(name), found -> !Iterables.isEmpty(found));
    }

    @Override
    public IEObjectDescription getSingleElement(EObject object) {
        return fromFirstElseThen(scope -> scope.getSingleElement(object), Objects::nonNull);
    }

    /** What {@code first} answers when it {@code found} something, else what {@code then} answers. */
    private <T> T fromFirstElseThen(Function<IScope, T> lookup, Predicate<T> found) {
        T answer = lookup.apply(first);
        return found.test(answer) ? answer : lookup.apply(then);
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

