package org.copydesk.app.desktop.record;

import org.copydesk.app.desktop.verdicts.VerdictItem;

/** A row a reviewer can give a verdict on: a field, a result, the numeric input or a claim. */
interface Judged {

    VerdictItem item();
}
