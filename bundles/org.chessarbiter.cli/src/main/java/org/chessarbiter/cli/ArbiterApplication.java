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
        int status;
        try {
            quietLogging();
            String[] arguments = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
            String version = Platform.getBundle("org.chessarbiter.cli").getVersion().toString();
            status = new CommandLine(version, System.out, System.err).run(arguments == null ? new String[0] : arguments);
        } catch (Throwable e) { // NOPMD: never let the platform log a failure silently and exit 0
            System.err.println(Messages.format("error.internal", "arbiter", e));
            status = ExitStatus.FAILURE;
        }
        System.out.flush();
        System.err.flush();
        return status == 0 ? IApplication.EXIT_OK : Integer.valueOf(status);
    }

    /**
     * Xtext (the languages of validate and lsp) logs through log4j 1.2, which the product leaves unconfigured:
     * its "no appenders" warning would be mixed with what a command prints. A command says what matters itself.
     */
    private static void quietLogging() {
        org.apache.log4j.Logger root = org.apache.log4j.Logger.getRootLogger();
        if (!root.getAllAppenders().hasMoreElements()) {
            root.setLevel(org.apache.log4j.Level.OFF);
        }
    }

    @Override
    public void stop() {
        // commands run to completion; nothing to interrupt
    }
}
