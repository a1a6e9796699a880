package org.chessarbiter.xtext.eclipse.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import org.chessarbiter.xtext.eclipse.core.internal.Messages;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.ILog;
import org.eclipse.xtext.build.IndexState;
import org.eclipse.xtext.resource.impl.ChunkedResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsData;

/**
 * The Xtext index of each project, kept by the builder ({@code build.XtextBuilder}) and read by the editors'
 * resource sets ({@link ProjectResourceSets}); owned by {@link XtextCore}. Persisted under the
 * project's working location ({@value #FILE_NAME}), so that after a restart the builder continues
 * incrementally instead of rebuilding everything. A missing or unreadable file means "build everything".
 */
public final class ProjectIndexes {

    static final String FILE_NAME = "xtext-index.bin";

    private final Map<String, IndexState> states = new ConcurrentHashMap<>();
    private final Consumer<String> updated;

    /** @param updated told the name of a project whose index the builder replaced */
    public ProjectIndexes(Consumer<String> updated) {
        this.updated = updated;
    }

    /** The indexes of the running platform (owned by {@link XtextCore}). */
    public static ProjectIndexes get() {
        return XtextCore.get().indexes();
    }

    /** A private copy of a project's index (empty for an unknown project), safe to modify. */
    public ResourceDescriptionsData snapshot(String projectName) {
        IndexState state = states.get(projectName);
        return state == null ? new ResourceDescriptionsData(List.of()) : state.getResourceDescriptions().copy();
    }

    /** Whether the builder has an index of the project in memory. */
    public boolean isKnown(String projectName) {
        return states.containsKey(projectName);
    }

    /** The builder's state of a project's index (a new empty one for an unknown project). */
    public IndexState state(String projectName) {
        return states.getOrDefault(projectName, new IndexState());
    }

    /** Replaces a project's index with the builder's new state and tells whoever follows the indexes. */
    public void update(String projectName, IndexState state) {
        states.put(projectName, state);
        updated.accept(projectName);
    }

    /** Drops a project's index from memory (a closed project; a clean build; a restart, as tests simulate it). */
    public void forget(String projectName) {
        states.remove(projectName);
    }

    /**
     * Loads the persisted index of a project (the builder does at its first build after a start); false when
     * there is none or it cannot be read.
     */
    public boolean load(IProject project) {
        Path file = file(project);
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file); ObjectInputStream objects = new BundleObjectInputStream(in)) {
            ChunkedResourceDescriptions chunks = new ChunkedResourceDescriptions();
            chunks.readExternal(objects);
            ResourceDescriptionsData data = chunks.getContainer(project.getName());
            if (data == null) {
                return false;
            }
            states.put(project.getName(), new IndexState(data, new org.eclipse.xtext.build.Source2GeneratedMapping()));
            return true;
        } catch (IOException | ClassNotFoundException | RuntimeException e) {
            ILog.of(ProjectIndexes.class).warn(Messages.bind(Messages.ProjectIndexes_unreadable, file), e);
            return false;
        }
    }

    /** Writes a project's index (to a temporary file first, so a crash never leaves half an index). */
    public void save(IProject project) {
        IndexState state = states.get(project.getName());
        if (state == null) {
            return;
        }
        Path file = file(project);
        try {
            Files.createDirectories(file.getParent());
            Path temporary = file.resolveSibling(FILE_NAME + ".tmp");
            try (OutputStream out = Files.newOutputStream(temporary); ObjectOutputStream objects = new ObjectOutputStream(out)) {
                ChunkedResourceDescriptions chunks = new ChunkedResourceDescriptions(
                        Map.of(project.getName(), state.getResourceDescriptions()));
                chunks.writeExternal(objects);
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            ILog.of(ProjectIndexes.class).warn(Messages.bind(Messages.ProjectIndexes_unwritable, file), e);
        }
    }

    /** Where the index of a project is persisted. */
    public static Path file(IProject project) {
        return project.getWorkingLocation(BundleObjectInputStream.BUNDLE_ID).toFile().toPath().resolve(FILE_NAME);
    }

    /** Resolves the index's classes (Xtext, EMF) through this bundle's class loader. */
    private static final class BundleObjectInputStream extends ObjectInputStream {

        /** The name of the working location (the namespace of the bridge's ids; saved indexes are found there). */
        static final String BUNDLE_ID = "org.chessarbiter.xtext.eclipse";

        BundleObjectInputStream(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass description) throws IOException, ClassNotFoundException {
            try {
                return Class.forName(description.getName(), false, ProjectIndexes.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                return super.resolveClass(description);
            }
        }
    }
}
