package org.copydesk.app.desktop.duplicates;

import java.util.List;

import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;

/** The two ballot questions in full, word by word, with the words the other side lacks marked. */
final class QuestionDiffView extends GridPane {

    private final FlowPane left = words(Ids.QUESTION_LEFT);
    private final FlowPane right = words(Ids.QUESTION_RIGHT);

    QuestionDiffView(ComparisonViewModel viewModel) {
        setHgap(16);
        setVgap(4);
        getStyleClass().add(Styles.QUESTION_DIFF);
        ColumnConstraints half = new ColumnConstraints();
        half.setPercentWidth(50);
        half.setHgrow(Priority.ALWAYS);
        getColumnConstraints().addAll(half, half);
        Label title = new Label("question_text, word by word (words the other side lacks are marked)");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        add(title, 0, 0, 2, 1);
        add(left, 0, 1);
        add(right, 1, 1);
        viewModel.questionProperty().addListener((obs, old, diff) -> {
            fill(left, diff.left());
            fill(right, diff.right());
        });
    }

    private static FlowPane words(String id) {
        FlowPane pane = new FlowPane(4, 2);
        pane.setId(id);
        pane.getStyleClass().add(Styles.QUESTION_TEXT);
        return pane;
    }

    private static void fill(FlowPane pane, List<DiffWord> words) {
        pane.getChildren().clear();
        if (words.isEmpty()) {
            Label none = new Label("no question text");
            none.getStyleClass().add(Styles.MUTED);
            pane.getChildren().add(none);
        }
        for (DiffWord word : words) {
            Label label = new Label(word.text());
            if (word.changed()) {
                label.getStyleClass().add(Styles.DIFF_MARK);
            }
            pane.getChildren().add(label);
        }
    }
}
