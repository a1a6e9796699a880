package org.chessarbiter.languages.tests;

import com.google.inject.Inject;
import com.google.inject.Provider;
import org.chessarbiter.regulations.regulations.Document;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.extension.ExtendWith;

/** What the tests of regulations and law documents parse and validate with, injected by the language's runtime. */
@ExtendWith(InjectionExtension.class)
@InjectWith(RegulationsInjectorProvider.class)
abstract class RegulationsDocuments {

    @Inject
    protected ParseHelper<Document> parser;

    @Inject
    protected ValidationTestHelper validator;

    /** New resource sets, for documents that refer to each other. */
    @Inject
    protected Provider<XtextResourceSet> resourceSets;
}
