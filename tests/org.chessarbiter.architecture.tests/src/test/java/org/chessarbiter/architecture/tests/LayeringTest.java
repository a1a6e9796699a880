package org.chessarbiter.architecture.tests;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/** The bundles as built keep the layers of docs/architecture.md. */
class LayeringTest {

    private static JavaClasses bundles;

    @BeforeAll
    static void importBundles() {
        bundles = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.chessarbiter");
    }

    @Test
    void theBundlesAreThere() {
        // guards the other tests against passing on an empty class path
        for (String pkg : new String[] { "org.chessarbiter.rules", "org.chessarbiter.tournament.standings",
                "org.chessarbiter.pairing.dutch", "org.chessarbiter.scoresheet.validation", "org.chessarbiter.xtext.eclipse.core",
                "org.chessarbiter.xtext.eclipse.ui", "org.chessarbiter.tournament.model.mapping", "org.chessarbiter.rules.game",
                "org.chessarbiter.engine", "org.chessarbiter.engine.search",
                "org.chessarbiter.workspace", "org.chessarbiter.workspace.ui", "org.chessarbiter.tournament.ui", "org.chessarbiter.cli" }) {
            if (!bundles.containPackage(pkg) || bundles.getPackage(pkg).getClasses().isEmpty()) {
                throw new AssertionError("no classes of " + pkg + " on the test class path");
            }
        }
    }

    @Test
    void dataFlowsOneWay() {
        Architecture.layers().check(bundles);
    }

    @Test
    void enginesArePlainJava() {
        Architecture.enginesArePlainJava().check(bundles);
    }

    @Test
    void headlessBundlesUseNoWidgets() {
        Architecture.headlessIsHeadless().check(bundles);
    }

    @Test
    void packagesFormNoCycle() {
        Architecture.noPackageCycles().check(bundles);
    }
}
