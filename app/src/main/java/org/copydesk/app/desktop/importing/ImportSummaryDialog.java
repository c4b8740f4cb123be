package org.copydesk.app.desktop.importing;

import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import org.copydesk.app.workflow.ImportSummary;
import org.copydesk.importers.bundle.Refusal;

/** The end of an import: counts, and every refused file with its reason, which the user can copy. */
public final class ImportSummaryDialog {

    public static final String ID = "import-summary";
    public static final String REFUSALS_ID = "import-refusals";
    public static final String TEXT_ID = "import-summary-text";

    private ImportSummaryDialog() {
    }

    public static Alert create(Window owner, ImportSummary summary) {
        Alert alert = new Alert(ImportOutcome.warns(summary) ? Alert.AlertType.WARNING : Alert.AlertType.INFORMATION);
        alert.initOwner(owner);
        alert.setTitle("Import summary");
        alert.setHeaderText(ImportOutcome.headline(summary));
        alert.getDialogPane().setId(ID);
        Label counts = new Label(ImportOutcome.text(summary));
        counts.setId(TEXT_ID);
        counts.setWrapText(true);
        counts.setMaxWidth(560);
        VBox content = new VBox(8, counts);
        if (!summary.rejected().isEmpty()) {
            StringBuilder lines = new StringBuilder();
            for (Refusal refusal : summary.rejected()) {
                lines.append(refusal.path()).append(": ").append(refusal.reason()).append('\n');
            }
            TextArea refusals = new TextArea(lines.toString());
            refusals.setId(REFUSALS_ID);
            refusals.setEditable(false);
            refusals.setWrapText(true);
            refusals.setPrefRowCount(Math.min(12, summary.rejected().size() + 1));
            content.getChildren().addAll(new Label("Refused:"), refusals);
        }
        alert.getDialogPane().setContent(content);
        return alert;
    }
}
