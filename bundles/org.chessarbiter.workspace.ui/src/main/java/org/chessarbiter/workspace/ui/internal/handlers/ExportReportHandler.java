package org.chessarbiter.workspace.ui.internal.handlers;

import java.util.Map;

import org.chessarbiter.workspace.ui.internal.Messages;
import org.chessarbiter.workspace.ui.internal.Report;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.IParameterValues;

/**
 * The standings view's handler of the export command: writes the report named by the command's parameter
 * (standings or crosstable) as HTML. Enabled while the view shows a table.
 */
public class ExportReportHandler extends AbstractHandler {

    /** The command parameter's id, as declared in plugin.xml. */
    public static final String REPORT = "org.chessarbiter.workspace.ui.standings.export.report";

    private final StandingsCommandTarget view;

    public ExportReportHandler(StandingsCommandTarget view) {
        this.view = view;
    }

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        String name = event.getParameter(REPORT);
        view.export(Report.named(name).orElseThrow(() -> new ExecutionException("unknown report: " + name)));
        return null;
    }

    /** Enabled while the view shows standings. */
    public void follow(boolean standingsShown) {
        setBaseEnabled(standingsShown);
    }

    /** The values of the report parameter, for key bindings and the command's other callers. */
    public static class Reports implements IParameterValues {
        @Override
        public Map<String, String> getParameterValues() {
            return Map.of(Messages.StandingsView_exportStandings, Report.STANDINGS.id(),
                    Messages.StandingsView_exportCrosstable, Report.CROSSTABLE.id());
        }
    }
}
