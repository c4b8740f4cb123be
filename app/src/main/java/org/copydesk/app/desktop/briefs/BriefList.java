package org.copydesk.app.desktop.briefs;

import java.util.List;

import org.copydesk.app.workflow.BriefEntry;

/** What the brief list reads: every stored research brief with its latest decision. */
@FunctionalInterface
public interface BriefList {

    List<BriefEntry> list();
}
