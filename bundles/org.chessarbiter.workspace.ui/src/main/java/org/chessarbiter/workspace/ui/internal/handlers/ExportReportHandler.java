package org.chessarbiter.workspace.ui.internal.handlers;

import java.util.Map;

import org.chessarbiter.workspace.ui.StandingsView;
import org.chessarbiter.workspace.ui.StandingsView.Report;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.IParameterValues;
import org.eclipse.ui.handlers.HandlerUtil;

/** Writes the report named by the command's parameter (standings or crosstable) of the standings view as HTML. */
public class ExportReportHandler extends AbstractHandler {

    /** The command parameter's id, as declared in plugin.xml. */
    public static final String REPORT = "org.chessarbiter.workspace.ui.standings.export.report";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        String name = event.getParameter(REPORT);
        Report report = Report.named(name)
                .orElseThrow(() -> new ExecutionException("unknown report: " + name));
        if (HandlerUtil.getActivePart(event) instanceof StandingsView view) {
            view.export(report);
        }
        return null;
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
