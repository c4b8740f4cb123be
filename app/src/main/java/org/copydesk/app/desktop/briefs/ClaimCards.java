package org.copydesk.app.desktop.briefs;

import java.util.List;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

import org.copydesk.app.desktop.common.Styles;

/** A claim as a card: statement and confidence, then each citation's quote in its surrounding artifact text. */
final class ClaimCards {

    private ClaimCards() {
    }

    static Node card(ClaimItem claim) {
        Label heading = new Label(claim.claimId() + " · confidence " + claim.confidence());
        heading.getStyleClass().add(BriefIds.CONFIDENCE_STYLE);
        Label statement = new Label(claim.statement());
        statement.setWrapText(true);
        statement.getStyleClass().add(BriefIds.STATEMENT_STYLE);
        VBox card = new VBox(6, heading, statement);
        card.getStyleClass().add(BriefIds.CLAIM_STYLE);
        if (claim.citations().isEmpty()) {
            Label none = new Label("This claim cites nothing.");
            none.getStyleClass().add(Styles.NOTICE);
            card.getChildren().add(none);
        }
        List<QuoteInContext> citations = claim.citations();
        for (int i = 0; i < citations.size(); i++) {
            card.getChildren().addAll(citation(claim.claimId(), i, citations.get(i)));
        }
        return card;
    }

    private static List<Node> citation(String claimId, int index, QuoteInContext quote) {
        Label where = new Label(quote.artifactId() + " · " + quote.byteRange()
                + quote.broken().map(why -> " · BROKEN: " + why).orElse(""));
        where.setId(BriefIds.citation(claimId, index));
        where.setWrapText(true);
        where.getStyleClass().add(quote.isBroken() ? Styles.NOTICE : Styles.MUTED);
        TextFlow text = new TextFlow();
        text.getStyleClass().add("brief-context");
        if (quote.placed()) {
            Text before = new Text(QuoteLocator.tail(quote.before()));
            Text inRange = new Text(quote.inRange());
            inRange.setId(BriefIds.quote(claimId, index));
            inRange.getStyleClass().add(quote.isBroken() ? BriefIds.QUOTE_BROKEN_STYLE : BriefIds.QUOTE_STYLE);
            Text after = new Text(QuoteLocator.head(quote.after()));
            before.getStyleClass().add(Styles.BLOCK_TEXT);
            after.getStyleClass().add(Styles.BLOCK_TEXT);
            text.getChildren().addAll(before, inRange, after);
        }
        if (quote.isBroken() || !quote.placed()) {
            // The quote as the brief states it, so a broken citation is read, never lost.
            Label stated = new Label("The brief quotes: “" + quote.quote() + "”");
            stated.setWrapText(true);
            if (!quote.placed()) {
                stated.setId(BriefIds.quote(claimId, index));
            }
            return quote.placed() ? List.of(where, text, stated) : List.of(where, stated);
        }
        return List.of(where, text);
    }
}
