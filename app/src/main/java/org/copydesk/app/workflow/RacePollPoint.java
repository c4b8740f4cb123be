package org.copydesk.app.workflow;

import java.util.Map;

/** One poll of a race for plotting: its record, field end date and each candidate's share. */
public record RacePollPoint(String recordSha256, String fieldEnd, Map<String, Double> pctByCandidate) {
}
