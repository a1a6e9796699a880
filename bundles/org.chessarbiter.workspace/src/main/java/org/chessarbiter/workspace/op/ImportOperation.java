package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.Locale;

/**
 * Imports a TRF file (TRF26, or TRF-16 with the XX / BB extensions) into a {@code *.tournament} state
 * file, without loss ({@code LosslessTrf}: what the model has no field for is kept and exported back):
 * the {@link ExportOperation} whose output is a {@code *.tournament} file.
 */
public final class ImportOperation extends ExportOperation {

    public ImportOperation(Path input, Path output, boolean force) {
        super(input, output, force, Report.STANDINGS, Locale.ROOT);
    }

    @Override
    protected boolean writes(StateFormat format) {
        return format == StateFormat.TOURNAMENT;
    }
}
