package org.copydesk.app.desktop.duplicates;

import java.util.List;

import org.copydesk.app.desktop.decide.DecisionDraft;
import org.copydesk.app.desktop.decide.DecisionSheetViewModel;

/**
 * Opens the shared decision sheet on the pair, with both record digests as the subject. The sheet
 * asks to unlock a key when none is unlocked, shows the exact digests and the role, requires a
 * rationale and signs in the background; {@code decided} runs once the decision is stored.
 */
public final class SheetPairDecider implements PairDecider {

    private final DecisionSheetViewModel sheet;

    public SheetPairDecider(DecisionSheetViewModel sheet) {
        this.sheet = sheet;
    }

    @Override
    public void decide(List<String> pair, String decision, Runnable decided) {
        sheet.open(DecisionDraft.onPair(pair, decision, "duplicate pair"), signed -> decided.run());
    }
}
