package org.chessarbiter.scoresheet.mapping;

import com.google.inject.Inject;
import com.google.inject.Singleton;
import java.util.TreeMap;
import org.chessarbiter.rules.clock.TimeControl;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.IContainer;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.IResourceDescriptionsProvider;
import org.eclipse.xtext.util.IResourceScopeCache;

/**
 * Finds the time controls named by the tournament regulations visible from a scoresheet (the same project:
 * the Xtext index's visible containers). Regulations export their control in the user data of their index
 * entry under {@link #KEY}; matching by that key keeps this bundle independent of the regulations bundle.
 */
@Singleton
public class RegulationsTimeControls {

    /**
     * The user-data key under which regulations export the PGN TimeControl form of their time control; the
     * same value as {@code org.chessarbiter.regulations.resource.RegulationsResourceDescriptionStrategy.TIME_CONTROL}
     * (a test pins that they agree).
     */
    public static final String KEY = "org.chessarbiter.regulations.timeControl";

    @Inject
    private IResourceDescriptionsProvider indexes;

    @Inject
    private IResourceDescription.Manager descriptions;

    @Inject
    private IContainer.Manager containers;

    @Inject
    private IResourceScopeCache cache;

    /** The controls named by the regulations in scope of {@code resource}; none when it is not in a resource set. */
    public RegulationsTimeControl of(Resource resource) {
        if (resource == null || resource.getResourceSet() == null) {
            return RegulationsTimeControl.none();
        }
        return cache.get(RegulationsTimeControls.class, resource, () -> lookUp(resource));
    }

    private RegulationsTimeControl lookUp(Resource resource) {
        IResourceDescriptions index = indexes.getResourceDescriptions(resource.getResourceSet());
        IResourceDescription self = descriptions.getResourceDescription(resource);
        TreeMap<String, TimeControl> named = new TreeMap<>();
        for (IContainer container : containers.getVisibleContainers(self, index)) {
            for (IEObjectDescription exported : container.getExportedObjects()) {
                String text = exported.getUserData(KEY);
                if (text != null) {
                    TimeControl.parse(text).toOptional().ifPresent(tc -> named.putIfAbsent(exported.getQualifiedName() + " ("
                            + exported.getEObjectURI().trimFragment().lastSegment() + ")", tc));
                }
            }
        }
        return new RegulationsTimeControl(named);
    }
}
