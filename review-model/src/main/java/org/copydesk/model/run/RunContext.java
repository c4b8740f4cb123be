package org.copydesk.model.run;

/** The immutable context a run was given, where its task has one. */
public sealed interface RunContext permits CommentaryContext, DiscoverContext {
}
