package org.copydesk.store;

import org.copydesk.model.run.ShadowRun;

/** A run to store and the exact bytes of its file. */
public record RunFile(ShadowRun run, byte[] body) {
}
