package org.chessarbiter.architecture.tests;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.util.regex.Pattern;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;

/**
 * The layers of docs/architecture.md as ArchUnit rules. Data flows one way:
 * rules → tournament → pairing → languages → workspace → UI / CLI; the game engine (embedded search, UCI
 * client) sits on the rules alone and serves the workspace and the UI; the editor bridge knows nothing of chess.
 * The rules are plain values so that {@link LayeringTest} applies them to the real bundles and
 * {@link LayeringRulesCanFailTest} to classes built to break them.
 */
final class Architecture {

    static final String RULES = "Rules", GAME_ENGINE = "Game engine", TOURNAMENT = "Tournament", PAIRING = "Pairing",
            LANGUAGES = "Languages",
            BRIDGE = "Editor bridge", WORKSPACE = "Workspace", UI = "UI", CLI = "CLI";

    /** The engines: plain Java, usable as ordinary jars (DESIGN.md, "Layers"). The EMF model is not one. */
    static final DescribedPredicate<JavaClass> ENGINE = packages(
            "engine packages (rules, game engine, law library, tournament, pairing)",
            "org\\.chessarbiter\\.rules(\\..*)?",
            "org\\.chessarbiter\\.engine(\\..*)?",
            "org\\.chessarbiter\\.law(\\..*)?",
            "org\\.chessarbiter\\.tournament(?!\\.(model|ui)(\\.|$))(\\..*)?",
            "org\\.chessarbiter\\.pairing(\\..*)?");

    /** The bundles that must run without a display. */
    static final DescribedPredicate<JavaClass> HEADLESS = packages("headless packages (workspace, editor core, CLI)",
            "org\\.chessarbiter\\.workspace(?!\\.ui(\\.|$))(\\..*)?",
            "org\\.chessarbiter\\.xtext\\.eclipse\\.core(\\..*)?",
            "org\\.chessarbiter\\.cli(\\..*)?");

    /**
     * Packages the Xtext and EMF generators write (src-gen, model code): their cycles (package interface ↔ impl
     * ↔ util, parser ↔ grammar access) are the generators' design, not ours.
     */
    static final DescribedPredicate<JavaClass> GENERATED = packages("generated code",
            "org\\.chessarbiter\\.(scoresheet|regulations)\\.(scoresheet|regulations)(\\..*)?",
            "org\\.chessarbiter\\.(scoresheet|regulations)(\\.ide)?(\\.contentassist)?\\.(parser|serializer|services)(\\..*)?",
            "org\\.chessarbiter\\.(scoresheet|regulations)\\.ide\\.contentassist\\.antlr(\\..*)?",
            "org\\.chessarbiter\\.tournament\\.model(\\.impl|\\.util)?");

    private Architecture() {
    }

    static ArchRule layers() {
        return layering().because("data flows one way: rules → tournament → pairing → languages → workspace → UI / CLI "
                + "(docs/architecture.md)");
    }

    /** The layers and what each may use. */
    static LayeredArchitecture layering() {
        return layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer(RULES).definedBy(packages("rules", "org\\.chessarbiter\\.rules(\\..*)?"))
                .layer(GAME_ENGINE).definedBy(packages("game engine", "org\\.chessarbiter\\.engine(\\..*)?"))
                .layer(TOURNAMENT).definedBy(packages("tournament", "org\\.chessarbiter\\.tournament(?!\\.ui(\\.|$))(\\..*)?"))
                .layer(PAIRING).definedBy(packages("pairing", "org\\.chessarbiter\\.pairing(\\..*)?"))
                .layer(LANGUAGES).definedBy(packages("languages",
                        "org\\.chessarbiter\\.(scoresheet|regulations)(?!\\.ui(\\.|$))(\\..*)?"))
                .layer(BRIDGE).definedBy(packages("editor bridge", "org\\.chessarbiter\\.xtext\\.eclipse(\\..*)?"))
                .layer(WORKSPACE).definedBy(packages("workspace", "org\\.chessarbiter\\.workspace(?!\\.ui(\\.|$))(\\..*)?"))
                .layer(UI).definedBy(packages("workbench UI",
                        "org\\.chessarbiter\\.(scoresheet|regulations|workspace|tournament)\\.ui(\\..*)?"))
                .layer(CLI).definedBy(packages("command line", "org\\.chessarbiter\\.cli(\\..*)?"))
                .whereLayer(RULES).mayNotAccessAnyLayer()
                .whereLayer(GAME_ENGINE).mayOnlyAccessLayers(RULES)
                .whereLayer(TOURNAMENT).mayOnlyAccessLayers(RULES)
                .whereLayer(PAIRING).mayOnlyAccessLayers(RULES, TOURNAMENT)
                .whereLayer(LANGUAGES).mayOnlyAccessLayers(RULES, TOURNAMENT, PAIRING)
                .whereLayer(BRIDGE).mayOnlyAccessLayers(RULES)
                .whereLayer(WORKSPACE).mayOnlyAccessLayers(RULES, GAME_ENGINE, TOURNAMENT, PAIRING, LANGUAGES, BRIDGE)
                .whereLayer(UI).mayNotBeAccessedByAnyLayer()
                .whereLayer(CLI).mayNotBeAccessedByAnyLayer();
    }

    static ArchRule enginesArePlainJava() {
        return noClasses().that(ENGINE).should().dependOnClassesThat()
                .resideInAnyPackage("org.eclipse..", "org.osgi..", "com.google.inject..")
                .because("the engines are plain Java without Eclipse or EMF imports (DESIGN.md, \"Layers\")");
    }

    /**
     * The headless layers (the workspace services, the editor bridge's core, the command line) use no widget
     * toolkit and no workbench, so that the command line and a headless build run them without a display.
     */
    static ArchRule headlessIsHeadless() {
        return noClasses().that(HEADLESS).should().dependOnClassesThat()
                .resideInAnyPackage("org.eclipse.ui..", "org.eclipse.swt..", "org.eclipse.jface..")
                .because("the workspace services, the editor core and the command line run without a display "
                        + "(DESIGN.md, \"Layers\")");
    }

    /**
     * No two hand-written packages depend on each other, directly or through others: an API package does not
     * reach into its implementation, an activator or registry sits where everything it owns can see it.
     */
    static ArchRule noPackageCycles() {
        return slices().matching("org.chessarbiter.(**)").namingSlices("package org.chessarbiter.$1")
                .that(describe("hand-written", slice -> slice.stream().noneMatch(GENERATED)))
                .should().beFreeOfCycles();
    }

    private static DescribedPredicate<JavaClass> packages(String description, String... regexes) {
        Pattern pattern = Pattern.compile(String.join("|", regexes));
        return describe(description, javaClass -> pattern.matcher(javaClass.getPackageName()).matches());
    }
}
