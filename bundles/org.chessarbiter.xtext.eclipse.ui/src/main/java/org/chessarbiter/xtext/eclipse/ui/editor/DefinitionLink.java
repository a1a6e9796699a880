package org.chessarbiter.xtext.eclipse.ui.editor;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
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

/** A link from a reference to its target: the file (a workspace URI) and the target's name in it. */
public final class DefinitionLink implements IHyperlink {

    private final IRegion region;
    private final URI target;
    private final int targetOffset;
    private final int targetLength;

    DefinitionLink(IRegion region, URI target, int targetOffset, int targetLength) {
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
        if (!target.isPlatformResource()) {
            return;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(IPath.fromOSString(target.toPlatformString(true)));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        try {
            IEditorPart editor = IDE.openEditor(page, file);
            if (editor instanceof ITextEditor textEditor) {
                textEditor.selectAndReveal(targetOffset, targetLength);
            }
        } catch (PartInitException e) {
            ILog.of(DefinitionLink.class).error(getHyperlinkText(), e);
        }
    }
}
