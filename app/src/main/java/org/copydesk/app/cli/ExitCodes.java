package org.copydesk.app.cli;

/** CLI.md's exit statuses. */
public final class ExitCodes {

    public static final int OK = 0;
    public static final int PROBLEMS = 1;
    public static final int USAGE = 2;

    private ExitCodes() {
    }
}
