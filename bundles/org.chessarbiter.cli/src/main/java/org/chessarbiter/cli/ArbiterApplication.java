package org.chessarbiter.cli;

import org.eclipse.core.runtime.Platform;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;

/**
 * The headless application behind {@code ./arbiter}: the same bundles and workspace services as the
 * workbench, driven from a shell.
 */
public class ArbiterApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        String[] arguments = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        String version = Platform.getBundle("org.chessarbiter.cli").getVersion().toString();
        int status = new CommandLine(version, System.out, System.err).run(arguments == null ? new String[0] : arguments);
        System.out.flush();
        return status == 0 ? IApplication.EXIT_OK : Integer.valueOf(status);
    }

    @Override
    public void stop() {
        // commands run to completion; nothing to interrupt
    }
}
