package org.copydesk.app.desktop;

/**
 * Which page fills the window. The desk's own pages are named here; a feature package names its
 * pages beside its views (the takes and the roster do) and registers them as {@link Page}s, so a
 * new page needs no change here.
 */
public final class DeskPage {

    public static final DeskPage QUEUE = new DeskPage("queue");
    public static final DeskPage RECORD = new DeskPage("record");
    public static final DeskPage AUDIT = new DeskPage("audit");
    public static final DeskPage DUPLICATES = new DeskPage("duplicates");
    public static final DeskPage COMPARISON = new DeskPage("comparison");
    public static final DeskPage BRIEFS = new DeskPage("briefs");
    public static final DeskPage BRIEF = new DeskPage("brief");
    /** The evaluation figures from field verdicts. */
    public static final DeskPage EVALUATION = new DeskPage("evaluation");

    private final String name;

    /** A page known by its instance: two pages with one name are still two pages. */
    public DeskPage(String name) {
        this.name = name;
    }

    @Override
    public String toString() {
        return name;
    }
}
