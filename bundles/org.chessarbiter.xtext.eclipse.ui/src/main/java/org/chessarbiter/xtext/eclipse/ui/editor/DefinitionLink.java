package org.chessarbiter.xtext.eclipse.ui.editor;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.filesystem.IFileStore;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.URIUtil;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.chessarbiter.xtext.eclipse.ui.internal.Messages;
import org.eclipse.core.runtime.ILog;

/**
 * A link from a reference to its target: the file and the target's name in it. The file is one of the workspace
 * ({@code platform:/resource}), or a document a bundle ships ({@code platform:/plugin}, e.g. the law library's texts),
 * opened from the file the platform gives for it (extracted from the bundle's jar when need be).
 */
public final class DefinitionLink implements IHyperlink {

    private final IRegion region;
    private final URI target;
    private final int targetOffset;
    private final int targetLength;

    /**
     * @param region       the reference in the document
     * @param target       the file of the target
     * @param targetOffset where the target's name is in that file
     * @param targetLength its length
     */
    public DefinitionLink(IRegion region, URI target, int targetOffset, int targetLength) {
        this.region = region;
        this.target = target;
        this.targetOffset = targetOffset;
        this.targetLength = targetLength;
    }

    @Override
    public IRegion getHyperlinkRegion() {
        return region;
    }

    @Override
    public String getTypeLabel() {
        return null;
    }

    @Override
    public String getHyperlinkText() {
        return Messages.bind(Messages.DefinitionLink_text, target.lastSegment());
    }

    public URI target() {
        return target;
    }

    public int targetOffset() {
        return targetOffset;
    }

    public int targetLength() {
        return targetLength;
    }

    @Override
    public void open() {
        if (!target.isPlatformResource() && !target.isPlatformPlugin()) {
            return;
        }
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        try {
            IEditorPart editor = target.isPlatformResource() ? IDE.openEditor(page,
                    ResourcesPlugin.getWorkspace().getRoot().getFile(IPath.fromOSString(target.toPlatformString(true))))
                    : IDE.openEditorOnFileStore(page, shipped());
            if (editor instanceof ITextEditor textEditor) {
                textEditor.selectAndReveal(targetOffset, targetLength);
            }
        } catch (PartInitException | IOException | URISyntaxException e) {
            ILog.of(DefinitionLink.class).error(getHyperlinkText(), e);
        }
    }

    /** The file of a document a bundle ships, as the platform gives it (extracted from a jar into its cache). */
    private IFileStore shipped() throws IOException, URISyntaxException {
        URL file = FileLocator.toFileURL(java.net.URI.create(target.toString()).toURL());
        return EFS.getLocalFileSystem().getStore(URIUtil.toURI(file));
    }
}
