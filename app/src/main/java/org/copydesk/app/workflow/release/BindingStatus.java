package org.copydesk.app.workflow.release;

/** A take's binding to its race's current forecast artifact (FORMATS §5). */
public enum BindingStatus {
    /** Run, artifact digest and cutoff match the current forecast. */
    BOUND,
    /** At least one binding differs: the take can be neither promoted nor published. */
    STALE,
    /** No current forecast is known for the race (no release tree imported or named). */
    UNKNOWN
}
