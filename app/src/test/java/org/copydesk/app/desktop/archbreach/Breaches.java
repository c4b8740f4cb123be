package org.copydesk.app.desktop.archbreach;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.copydesk.app.AppRoot;
import org.copydesk.app.workflow.claims.ClaimWorkflow;

/**
 * Classes that break the layering rules on purpose, one rule each, so that a test can show every
 * rule finds its breach. They live in test sources: the real rules never import them.
 */
public final class Breaches {

    private Breaches() {
    }

    /** A view model that knows the scene graph. */
    public static final class SceneViewModel {
        final javafx.scene.control.Label label = null;
    }

    /** A view that asks a workflow itself. */
    public static final class WorkflowView {
        final ClaimWorkflow claims = null;
    }

    /** A class that builds a workflow outside the root. */
    public static final class WorkflowMaker {
        ClaimWorkflow make() {
            return new ClaimWorkflow(null, null);
        }
    }

    /** A class handed the whole root. */
    public static final class RootTaker {
        final AppRoot root = null;
    }

    /** A thread made by hand. */
    public static final class ThreadMaker {
        Thread make(Runnable work) {
            return new Thread(work);
        }
    }

    /** A second pool. */
    public static final class PoolMaker {
        ExecutorService make() {
            return Executors.newFixedThreadPool(2);
        }
    }

    /** Work sent to the JVM's common pool. */
    public static final class CommonPoolUser {
        CompletableFuture<Void> run(Runnable work) {
            return CompletableFuture.runAsync(work);
        }
    }
}
