package org.chessarbiter.regulations.law;

import com.google.inject.Inject;
import com.google.inject.Provider;
import com.google.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.IQualifiedNameConverter;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.LazyStringInputStream;

/**
 * The law library of bundle org.chessarbiter.law as documents of this language: its texts parsed once, in
 * a resource set of their own, and their resource descriptions (what each law text exports: its articles,
 * points and named divisions by citation id), so that every project's regulations cite the library without
 * a copy of the law in the project.
 */
@Singleton
public class LawLibraryIndex {

    /** Where the library's documents are: their place in the law bundle. */
    public static final String BASE = "platform:/plugin/org.chessarbiter.law/org/chessarbiter/law/laws/";

    @Inject
    private Provider<XtextResourceSet> resourceSets;

    @Inject
    private IResourceFactory resourceFactory;

    @Inject
    private IResourceDescription.Manager descriptions;

    @Inject
    private IQualifiedNameConverter names;

    private volatile List<IResourceDescription> index;

    /** The resource descriptions of the library's law texts, read on first use. */
    public List<IResourceDescription> descriptions() {
        List<IResourceDescription> i = index;
        if (i == null) {
            synchronized (this) {
                if (index == null) {
                    index = load();
                }
                i = index;
            }
        }
        return i;
    }

    /**
     * The article, point or named division of the library cited by {@code id} ({@code fide2018.9.6.1}), with its
     * node model (where it stands in its law text); empty when the library has no such element.
     */
    public Optional<EObject> element(String id) {
        QualifiedName name = names.toQualifiedName(id);
        for (IResourceDescription d : descriptions()) {
            for (IEObjectDescription o : d.getExportedObjects(RegulationsPackage.Literals.CITABLE, name, false)) {
                if (!o.getEObjectOrProxy().eIsProxy()) {
                    return Optional.of(o.getEObjectOrProxy());
                }
            }
        }
        return Optional.empty();
    }

    private List<IResourceDescription> load() {
        XtextResourceSet set = resourceSets.get();
        List<IResourceDescription> out = new ArrayList<>();
        for (String law : LawLibrary.LAWS) {
            XtextResource resource = (XtextResource) resourceFactory.createResource(URI.createURI(BASE + law + ".luat"));
            set.getResources().add(resource);
            try {
                resource.load(new LazyStringInputStream(LawLibrary.source(law), "UTF-8"),
                        Map.of(XtextResource.OPTION_ENCODING, "UTF-8"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            out.add(descriptions.getResourceDescription(resource));
        }
        return List.copyOf(out);
    }
}
