package org.copydesk.app.workflow.release;

import java.nio.file.Files;
import java.nio.file.Path;

import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.importers.release.ReleaseTree;
import org.copydesk.model.release.tree.ReleaseView;

/** Opening a release tree that a command is about to change: it must exist and its registry must read. */
final class ReleaseTrees {

    private ReleaseTrees() {
    }

    static ReleaseView readUsable(Path releaseDir) {
        if (!Files.isDirectory(releaseDir)) {
            throw new UserInputException(releaseDir + ": not a release directory");
        }
        ReleaseView view = ReleaseTree.read(releaseDir);
        if (view.registryProblem().isPresent()) {
            throw new RefusedException(releaseDir + ": " + view.registryProblem().get());
        }
        return view;
    }
}
