package org.copydesk.model.run;

/** The task-specific output of a run. */
public sealed interface RunOutput permits PollOutput, EventOutput, CommentaryOutput, DiscoverOutput {
}
