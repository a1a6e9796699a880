package org.chessarbiter.xtext.eclipse.core;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * What Xtext's quick-fix resolutions ask of "the language server", answered in-process: fresh resource sets
 * that see the project's index and the unsaved text of open editors, and reads of a document. There is no
 * client and no build to listen to.
 */
public final class ServerAccess implements ILanguageServerAccess {

    private final DocumentModel model;

    public ServerAccess(DocumentModel model) {
        this.model = model;
    }

    @Override
    public ResourceSet newLiveScopeResourceSet(URI uri) {
        XtextResourceSet resourceSet = ProjectResourceSets.create(model.language(), model.projectName());
        ProjectResourceSets.refresh(resourceSet, model.projectName(), uri);
        return resourceSet;
    }

    @Override
    public <T> T doSyncRead(String uri, Function<Context, T> function) {
        URI resourceUri = URI.createURI(uri);
        Resource resource = newLiveScopeResourceSet(resourceUri).getResource(resourceUri, true);
        DirtyResource open = XtextCore.get().dirtyState().find(resourceUri).orElse(null);
        String text = open != null ? open.contents() : read(resource);
        return function.apply(new Context(resource, new Document(1, text), open != null, CancelIndicator.NullImpl));
    }

    @Override
    public <T> CompletableFuture<T> doRead(String uri, Function<Context, T> function) {
        return CompletableFuture.completedFuture(doSyncRead(uri, function));
    }

    @Override
    public <T> CompletableFuture<T> doReadIndex(Function<? super IndexContext, ? extends T> function) {
        return CompletableFuture.failedFuture(new UnsupportedOperationException("no language server index"));
    }

    @Override
    public void addBuildListener(IBuildListener listener) {
        // builds are the workspace builder's; resolutions do not listen to them
    }

    @Override
    public LanguageClient getLanguageClient() {
        return null;
    }

    @Override
    public InitializeParams getInitializeParams() {
        return null;
    }

    @Override
    public InitializeResult getInitializeResult() {
        return null;
    }

    private static String read(Resource resource) {
        try (InputStream in = resource.getResourceSet().getURIConverter().createInputStream(resource.getURI())) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
