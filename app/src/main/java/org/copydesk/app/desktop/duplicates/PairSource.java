package org.copydesk.app.desktop.duplicates;

import java.util.List;
import java.util.Optional;

import org.copydesk.model.run.ShadowRun;

/** What the duplicate views read: every suggested pair with its decision, and one run. Called off the FX thread. */
public interface PairSource {

    List<PairEntry> pairs();

    Optional<ShadowRun> run(String recordSha256);
}
