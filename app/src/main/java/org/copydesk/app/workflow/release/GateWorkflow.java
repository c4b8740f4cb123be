package org.copydesk.app.workflow.release;

import java.nio.file.Files;
import java.nio.file.Path;

import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.decide.RosterWorkflow;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.importers.release.ReleaseTree;
import org.copydesk.model.checks.release.ReleaseGate;
import org.copydesk.model.checks.release.ReleaseReport;
import org.copydesk.store.EvidenceStore;

/** {@code gate --release DIR}: every {@code release.*} check over a tree on disk, against this store's decisions and log. */
public final class GateWorkflow {

    private final VerifyWorkflow verify;
    private final EvidenceStore store;
    private final RosterWorkflow roster;
    private final ReleaseGate gate = new ReleaseGate();

    public GateWorkflow(VerifyWorkflow verify, EvidenceStore store, RosterWorkflow roster) {
        this.verify = verify;
        this.store = store;
        this.roster = roster;
    }

    public ReleaseReport gate(Path releaseDir) {
        if (!Files.isDirectory(releaseDir)) {
            throw new UserInputException(releaseDir + ": not a release directory");
        }
        return gate.run(ReleaseTree.read(releaseDir), new StoreOwnerAuthorizations(verify),
                new StoreLogPin(releaseDir, store, roster));
    }
}
