package org.chessarbiter.xtext.eclipse.core.build;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.xtext.eclipse.core.BuildParticipants;
import org.chessarbiter.xtext.eclipse.core.ProjectIndexes;
import org.chessarbiter.xtext.eclipse.core.ProjectResourceSets;
import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.chessarbiter.xtext.eclipse.core.XtextLanguages;
import org.chessarbiter.xtext.eclipse.core.internal.Messages;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.build.BuildRequest;
import org.eclipse.xtext.build.IncrementalBuilder;
import org.eclipse.xtext.build.IndexState;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsData;
import org.eclipse.xtext.validation.Issue;

/**
 * Builds the Xtext files of a project: feeds the resource delta (added / changed / removed files of the
 * registered languages) to Xtext's {@link IncrementalBuilder}, which indexes, links and validates what
 * changed and what depends on it; writes the problem markers ({@link ProblemMarkers}); keeps and persists
 * the project's index ({@link ProjectIndexes}); then calls the {@link BuildParticipants}. Files over their
 * language's large-file threshold are validated by the language's streaming validator instead and are not
 * indexed.
 */
public class XtextBuilder extends IncrementalProjectBuilder {

    public static final String ID = "org.chessarbiter.xtext.eclipse.builder";

    @Override
    protected IProject[] build(int kind, Map<String, String> args, IProgressMonitor monitor) throws CoreException {
        IProject project = getProject();
        ProjectIndexes indexes = ProjectIndexes.get();
        boolean known = indexes.isKnown(project.getName()) || indexes.load(project);
        IResourceDelta delta = getDelta(project);
        Changes changes = new Changes();
        if (kind == FULL_BUILD || !known || delta == null) {
            if (kind == FULL_BUILD || !known) {
                indexes.forget(project.getName());
            }
            project.accept(resource -> {
                if (resource instanceof IFile file) {
                    changes.changed(file);
                }
                return true;
            });
        } else {
            delta.accept(child -> {
                if (child.getResource() instanceof IFile file) {
                    if (child.getKind() == IResourceDelta.REMOVED) {
                        changes.removed(file);
                    } else if (child.getKind() == IResourceDelta.ADDED || (child.getFlags() & IResourceDelta.CONTENT) != 0
                            || (child.getFlags() & IResourceDelta.REPLACED) != 0) {
                        changes.changed(file);
                    }
                }
                return true;
            });
        }
        if (!changes.isEmpty()) {
            build(project, changes, SubMonitor.convert(monitor, Messages.bind(Messages.XtextBuilder_task, project.getName()),
                    changes.dirty.size() + changes.large.size() + 2));
        }
        return null;
    }

    @Override
    protected void clean(IProgressMonitor monitor) throws CoreException {
        getProject().deleteMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_INFINITE);
        ProjectIndexes.get().forget(getProject().getName());
        ProjectIndexes.file(getProject()).toFile().delete();
    }

    private void build(IProject project, Changes changes, SubMonitor monitor) throws CoreException {
        for (IFile file : changes.large) {
            validateLarge(file, monitor.split(1));
        }
        if (changes.dirty.isEmpty() && changes.deleted.isEmpty()) {
            return;
        }
        ProjectIndexes indexes = ProjectIndexes.get();
        IndexState old = indexes.state(project.getName());
        ResourceDescriptionsData index = old.getResourceDescriptions().copy();
        XtextResourceSet resourceSet = new XtextResourceSet();
        ProjectResourceSets.attach(resourceSet, project.getName(), index);
        Map<URI, List<Issue>> validated = new LinkedHashMap<>();
        BuildRequest request = new BuildRequest();
        request.setBaseDir(URI.createPlatformResourceURI("/" + project.getName() + "/", true));
        request.setDirtyFiles(new ArrayList<>(changes.dirty.keySet()));
        request.setDeletedFiles(new ArrayList<>(changes.deleted));
        request.setState(new IndexState(index, old.getFileMappings().copy()));
        request.setResourceSet(resourceSet);
        request.setWriteStorageResources(false);
        request.setCancelIndicator(monitor::isCanceled);
        request.setAfterValidate((uri, issues) -> {
            validated.put(uri, toList(issues));
            monitor.worked(1);
            return true;
        });
        XtextLanguage anyLanguage = changes.anyLanguage.orElseGet(() -> XtextLanguages.get().all().iterator().next());
        IncrementalBuilder.Result result = anyLanguage.get(IncrementalBuilder.class).build(request,
                XtextLanguages.get()::resourceServiceProvider);
        if (monitor.isCanceled()) {
            throw new OperationCanceledException();
        }
        indexes.update(project.getName(), result.getIndexState());
        for (Map.Entry<URI, List<Issue>> entry : validated.entrySet()) {
            IFile file = fileOf(project, entry.getKey());
            if (file != null && file.exists()) {
                ProblemMarkers.replace(file, entry.getValue());
            }
        }
        indexes.save(project);
        List<IResourceDescription.Delta> affected = result.getAffectedResources();
        BuildParticipants.get().run(project, affected, result.getIndexState().getResourceDescriptions(), monitor.split(1));
    }

    private static void validateLarge(IFile file, IProgressMonitor monitor) throws CoreException {
        Optional<XtextLanguage> language = XtextLanguages.get().forFileExtension(file.getFileExtension());
        if (language.isPresent() && language.get().largeFileValidator().isPresent() && file.getLocation() != null) {
            ProblemMarkers.replaceWithProblems(file, language.get().largeFileValidator().get()
                    .validate(file.getLocation().toFile().toPath(), monitor));
        }
    }

    private static List<Issue> toList(Iterable<Issue> items) {
        List<Issue> list = new ArrayList<>();
        items.forEach(list::add);
        return list;
    }

    /** The URI of a workspace file, as the builder, the index and the open documents name it. */
    public static URI uri(IFile file) {
        return URI.createPlatformResourceURI(file.getFullPath().toString(), true);
    }

    private static IFile fileOf(IProject project, URI uri) {
        if (!uri.isPlatformResource()) {
            return null;
        }
        return project.getWorkspace().getRoot().getFile(org.eclipse.core.runtime.IPath.fromOSString(uri.toPlatformString(true)));
    }

    /** The files of the registered languages that a build must look at. */
    private static final class Changes {

        final Map<URI, IFile> dirty = new LinkedHashMap<>();
        final Set<URI> deleted = new HashSet<>();
        final List<IFile> large = new ArrayList<>();
        Optional<XtextLanguage> anyLanguage = Optional.empty();

        void changed(IFile file) {
            Optional<XtextLanguage> language = XtextLanguages.get().forFileExtension(file.getFileExtension());
            if (language.isEmpty()) {
                return;
            }
            anyLanguage = language;
            if (isLarge(file, language.get())) {
                large.add(file);
                deleted.add(uri(file));
            } else {
                dirty.put(uri(file), file);
            }
        }

        void removed(IFile file) {
            if (XtextLanguages.get().forFileExtension(file.getFileExtension()).isPresent()) {
                deleted.add(uri(file));
            }
        }

        boolean isEmpty() {
            return dirty.isEmpty() && deleted.isEmpty() && large.isEmpty();
        }

        private static boolean isLarge(IFile file, XtextLanguage language) {
            // the threshold counts characters; a file's byte size bounds them from above, and is cheap to ask
            return language.largeFileValidator().isPresent() && file.getLocation() != null
                    && file.getLocation().toFile().length() > language.largeFileThreshold();
        }
    }
}
