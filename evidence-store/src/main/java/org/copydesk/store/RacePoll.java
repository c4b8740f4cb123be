package org.copydesk.store;

/** A poll run about a race, located by its field end date: enough to plot it beside its race's other polls. */
public record RacePoll(String recordSha256, String fieldEnd) {
}
