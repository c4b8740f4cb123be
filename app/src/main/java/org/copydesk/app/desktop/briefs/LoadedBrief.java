package org.copydesk.app.desktop.briefs;

import java.util.List;

import org.copydesk.model.brief.ResearchBrief;
import org.copydesk.model.checks.CheckReport;

/** What one background read for the brief view returns. */
record LoadedBrief(ResearchBrief brief, List<ClaimItem> claims, CheckReport checks) {
}
