package org.copydesk.app.desktop.common;

/** What a running job may tell its runner, from its own thread. */
public interface JobProgress {

    JobProgress NONE = new JobProgress() {
        @Override
        public void update(long done, long total, String message) {
        }

        @Override
        public boolean stopRequested() {
            return false;
        }
    };

    void update(long done, long total, String message);

    boolean stopRequested();
}
