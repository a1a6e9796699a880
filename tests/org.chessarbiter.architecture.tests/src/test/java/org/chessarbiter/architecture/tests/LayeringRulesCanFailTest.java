package org.chessarbiter.architecture.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.chessarbiter.archfixture.a.A;
import org.chessarbiter.archfixture.b.B;
import org.chessarbiter.engine.archfixture.EngineUsingEclipse;
import org.chessarbiter.engine.archfixture.EngineUsingWorkspace;
import org.chessarbiter.pairing.dutch.DutchEdition;
import org.chessarbiter.pairing.archfixture.PairingUsingEclipse;
import org.chessarbiter.rules.archfixture.RulesUsingPairing;
import org.chessarbiter.workspace.TournamentNature;
import org.chessarbiter.workspace.archfixture.WorkspaceUsingSwt;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;

/**
 * The rules of {@link LayeringTest} applied to classes that break them on purpose (this module's test classes,
 * which LayeringTest never imports): each rule must report its back edge, so that a green LayeringTest means
 * something.
 */
class LayeringRulesCanFailTest {

    @Test
    void aRulesClassUsingPairingIsABackEdge() {
        assertViolation(Architecture.layers(), new ClassFileImporter().importClasses(RulesUsingPairing.class),
                RulesUsingPairing.class.getName());
    }

    @Test
    void aGameEngineClassUsingTheWorkspaceIsABackEdge() {
        assertViolation(Architecture.layers(), new ClassFileImporter().importClasses(EngineUsingWorkspace.class),
                EngineUsingWorkspace.class.getName());
    }

    @Test
    void aGameEngineClassImportingEclipseIsReported() {
        assertViolation(Architecture.enginesArePlainJava(),
                new ClassFileImporter().importClasses(EngineUsingEclipse.class), "org.eclipse.archfixture.EclipseType");
    }

    @Test
    void anEngineClassImportingEclipseIsReported() {
        assertViolation(Architecture.enginesArePlainJava(),
                new ClassFileImporter().importClasses(PairingUsingEclipse.class), "org.eclipse.archfixture.EclipseType");
    }

    @Test
    void aWorkspaceClassUsingAWidgetIsReported() {
        assertViolation(Architecture.headlessIsHeadless(),
                new ClassFileImporter().importClasses(WorkspaceUsingSwt.class), "org.eclipse.swt.archfixture.Widget");
    }

    @Test
    void twoPackagesUsingEachOtherAreACycle() {
        assertViolation(Architecture.noPackageCycles(), new ClassFileImporter().importClasses(A.class, B.class),
                "org.chessarbiter.archfixture.a");
    }

    @Test
    void theSameClassesWithoutTheBackEdgePass() {
        JavaClasses one = new ClassFileImporter().importClasses(DutchEdition.class, TournamentNature.class);
        // an engine class and a headless one; most layers are empty in so small a set: the layer rule is asked to
        // allow that here only
        for (ArchRule rule : List.of(Architecture.layering().withOptionalLayers(true), Architecture.enginesArePlainJava(),
                Architecture.headlessIsHeadless(), Architecture.noPackageCycles())) {
            assertFalse(rule.evaluate(one).hasViolation(), () -> rule.getDescription());
        }
    }

    private static void assertViolation(ArchRule rule, JavaClasses classes, String named) {
        EvaluationResult result = rule.evaluate(classes);
        assertTrue(result.hasViolation(), () -> "no violation of: " + rule.getDescription());
        String report = result.getFailureReport().toString();
        assertTrue(report.contains(named), () -> "the report does not name " + named + ":\n" + report);
    }
}
