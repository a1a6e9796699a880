package org.chessarbiter.regulations.law;

import com.google.common.base.Predicate;
import com.google.inject.Inject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.impl.DefaultGlobalScopeProvider;
import org.eclipse.xtext.scoping.impl.SimpleScope;

/**
 * The global scope of the language, with the law library behind the project: a citation or a law setting
 * names the library's law texts ({@code fide2018.9.6.1}, {@code law xiangqi2004}) unless the project has a
 * law text of that name, which then stands for the whole law (its excerpt hides the library's text).
 */
public class LawLibraryGlobalScopeProvider extends DefaultGlobalScopeProvider {

    @Inject
    private LawLibraryIndex library;

    @Override
    protected IScope getScope(Resource resource, boolean ignoreCase, EClass type, Predicate<IEObjectDescription> filter) {
        IScope project = super.getScope(resource, ignoreCase, type, filter);
        if (!EcoreUtil2.isAssignableFrom(RegulationsPackage.Literals.CITABLE, type)
                && !EcoreUtil2.isAssignableFrom(RegulationsPackage.Literals.LAW_TEXT, type)
                || resource.getURI().toString().startsWith(LawLibraryIndex.BASE)) {
            return project;
        }
        Set<String> own = new HashSet<>();
        super.getScope(resource, ignoreCase, RegulationsPackage.Literals.LAW_TEXT, null).getAllElements()
                .forEach(law -> own.add(law.getName().getFirstSegment()));
        List<IEObjectDescription> laws = new ArrayList<>();
        for (IResourceDescription d : library.descriptions()) {
            for (IEObjectDescription o : d.getExportedObjectsByType(type)) {
                if (!own.contains(o.getName().getFirstSegment()) && (filter == null || filter.apply(o))) {
                    laws.add(o);
                }
            }
        }
        return new FallbackScope(project, new SimpleScope(laws, ignoreCase));
    }
}
