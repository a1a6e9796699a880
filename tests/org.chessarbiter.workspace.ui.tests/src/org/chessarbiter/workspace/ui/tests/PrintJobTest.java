package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chessarbiter.workspace.print.PrintKind;
import org.chessarbiter.workspace.ui.internal.PrintJob;
import org.chessarbiter.workspace.ui.internal.PrintKindLabels;
import org.eclipse.core.commands.Command;
import org.eclipse.core.resources.IFile;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.junit.jupiter.api.Test;

/**
 * "Print…" on a tournament file of the Project Explorer: the command is there and enabled for a TRF file, and
 * its job writes the chosen document beside the file, where the Project Explorer shows it.
 */
class PrintJobTest extends StandingsViewFixture {

    @Override
    String projectName() {
        return "giai-mau-print";
    }

    @Test
    void thePrintCommandIsEnabledOnATournamentFile() throws Exception {
        IFile file = copy(EXAMPLE, "giai-mau.trf");
        Ui.select(page, file);
        Command print = PlatformUI.getWorkbench().getService(ICommandService.class).getCommand("org.chessarbiter.workspace.ui.print");
        assertTrue(print.isDefined());
        Ui.waitUntil(print::isEnabled, "Print… enabled on the selected TRF file");
    }

    @Test
    void theJobWritesThePageBesideTheTournament() throws Exception {
        IFile file = copy(EXAMPLE, "giai-mau.trf");
        for (PrintKind kind : new PrintKind[] {PrintKind.PAIRINGS, PrintKind.CHECK_IN, PrintKind.CARDS}) {
            Path target = PrintJob.pageBeside(file, kind);
            PrintJob job = new PrintJob(file, kind, target, false);
            job.schedule();
            job.join();
            assertTrue(job.getResult().isOK(), String.valueOf(job.getResult()));
            String page = Files.readString(target, StandardCharsets.UTF_8);
            assertTrue(page.startsWith("<!DOCTYPE html>") && page.contains("@page{size:A4"), page);
            assertTrue(project.getFile("giai-mau-" + kind.cliName() + ".html").exists(), "refreshed into the workspace");
            assertTrue(!PrintKindLabels.label(kind).isBlank());
        }
        assertTrue(Files.readString(PrintJob.pageBeside(file, PrintKind.PAIRINGS)).contains("Lê Quang Liêm"),
                "the example's players are on the pairing list");
    }
}
