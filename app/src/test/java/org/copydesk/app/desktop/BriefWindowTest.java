package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.field;
import static org.copydesk.app.desktop.NodeTexts.label;
import static org.copydesk.app.desktop.NodeTexts.listItems;
import static org.copydesk.app.desktop.NodeTexts.tableRows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeoutException;

import javafx.scene.Node;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.briefs.BriefIds;
import org.copydesk.app.desktop.checks.CheckRow;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.decide.DecisionRow;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.app.workflow.decide.DecisionState;
import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.brief.ResearchBrief;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The demo's research brief: each quote at its byte range, what it does not prove, and an approval signed on it. */
@ExtendWith(ApplicationExtension.class)
class BriefWindowTest {

    private static final String COUNTY_QUOTE = "County boards of canvassers shall complete the canvass of the general "
            + "election no later than the fourteenth day after the election.";
    private static final WindowWaits WAIT = WindowWaits.upTo(30);

    private Path dir;
    private EvidenceStore store;
    private AppRoot services;
    private AppRoot app;
    private ResearchBrief brief;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-brief-test");
        store = SqliteEvidenceStore.open(dir.resolve("desk.db"), DeskFixtures.CLOCK);
        DemoCorpus.write(dir.resolve("demo"));
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(dir.resolve("demo").resolve("briefs")), ImportProgress.NONE);
        brief = ((Decoded.Brief) Documents.decode(store.documents().list(DocumentKinds.RESEARCH_BRIEF).get(0).body()))
                .brief();
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        Path keyFile = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        app = AppRoot.withPool(store, Clock.systemUTC());
        AnsweringDialogs dialogs = new AnsweringDialogs(stage);
        dialogs.answerKey(keyFile, SigningFixtures.PASSPHRASE);
        new DesktopRoot(app, stage, dialogs, IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void theBriefViewPlacesEachQuoteAtItsByteRangeAndShowsWhatTheBriefDoesNotProve(FxRobot robot)
            throws TimeoutException {
        openBrief(robot);
        assertEquals(brief.briefSha256(), field(robot, BriefIds.BRIEF_DIGEST));
        assertEquals("Question: " + brief.question(), label(robot, BriefIds.BRIEF_QUESTION));

        Text quote = robot.lookup("#" + BriefIds.quote("k1", 0)).queryAs(Text.class);
        assertEquals(COUNTY_QUOTE, quote.getText());
        assertTrue(quote.getStyleClass().contains(BriefIds.QUOTE_STYLE), "shown as a quote, not as broken");
        List<Node> flow = ((TextFlow) quote.getParent()).getChildren();
        String before = ((Text) flow.get(flow.indexOf(quote) - 1)).getText();
        assertTrue(before.endsWith("<p>§ 12-304. "), "the quote sits right after the section sign: " + before);
        String where = label(robot, BriefIds.citation("k1", 0));
        int byteStart = brief.claims().get(0).citations().get(0).start().intValue();
        // "—" and "§" before the quote take more bytes than characters: the two offsets must differ.
        assertTrue(where.startsWith("a1 · bytes " + byteStart + "–"), where);
        assertTrue(where.contains("characters ") && !where.contains("characters " + byteStart + "–"), where);

        assertEquals(brief.supports(), listItems(robot, BriefIds.BRIEF_SUPPORTS));
        assertEquals(brief.doesNotProve(), listItems(robot, BriefIds.BRIEF_DOES_NOT_PROVE));
        List<String> checks = checkRows(robot).stream().map(CheckRow::checkId).toList();
        assertTrue(checks.containsAll(List.of("brief.digest", "citations.shape", "citations.digest_binding",
                "citations.coverage", "brief.egress")), checks.toString());
        assertTrue(robot.lookup(".checks-caveat").queryAll().stream()
                .anyMatch(n -> n.isVisible() && n.getScene() != null && ((javafx.scene.control.Label) n).getText()
                        .contains("never truth")));
    }

    @Test
    void approvingThroughTheSheetSignsAValidDecisionOnTheBriefDigest(FxRobot robot) throws TimeoutException {
        openBrief(robot);
        robot.type(KeyCode.A);
        WAIT.untilShownWithFocusIn(robot, Ids.DECISION_SHEET, Ids.SHEET_RATIONALE);
        assertEquals(brief.briefSha256(), label(robot, Ids.SHEET_DIGEST));
        assertEquals("Signs as ed.ramos, editor", label(robot, Ids.SHEET_ROLE));
        robot.write("Both quotes read as cited");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        WAIT.untilHidden(robot, Ids.DECISION_SHEET);
        WAIT.until("one decision in the brief's history", () -> history(robot).size() == 1);
        assertEquals(DecisionState.VALID, history(robot).get(0).state());
        assertEquals("Both quotes read as cited", history(robot).get(0).rationale());

        List<VerifiedDecision> stored = services.verify().forSubject(brief.briefSha256());
        assertEquals(1, stored.size());
        assertTrue(stored.get(0).isValid());
        assertEquals("research_brief", stored.get(0).stored().subjectKind());
        assertEquals(List.of(brief.briefSha256()), stored.get(0).stored().subjects());
        assertEquals("approve", stored.get(0).stored().decision());

        robot.type(KeyCode.ESCAPE);
        WAIT.until("the briefs list to show the brief approved",
                () -> robot.lookup("#" + BriefIds.BRIEFS).query().isVisible()
                && "approve".equals(table(robot).getItems().get(0).decision().orElse("")));
    }

    @Test
    void enterOnTheBriefInTheQueueOpensTheBriefViewAndEscReturnsToTheQueue(FxRobot robot) throws TimeoutException {
        TableView<?> queue = robot.lookup("#" + Ids.QUEUE_TABLE).queryAs(TableView.class);
        WAIT.until("the brief alone in the queue", () -> queue.getItems().size() == 1);
        robot.interact(() -> {
            queue.getSelectionModel().clearAndSelect(0);
            queue.requestFocus();
        });
        robot.type(KeyCode.ENTER);
        WAIT.until("the brief view with claim k2's quote", () -> robot.lookup("#" + BriefIds.BRIEF).query().isVisible()
                && robot.lookup("#" + BriefIds.quote("k2", 0)).tryQuery().isPresent());
        assertEquals(brief.briefSha256(), field(robot, BriefIds.BRIEF_DIGEST));
        robot.type(KeyCode.ESCAPE);
        WAIT.untilVisible(robot, Ids.QUEUE_TABLE);
    }

    private void openBrief(FxRobot robot) throws TimeoutException {
        robot.press(KeyCode.CONTROL, KeyCode.B).release(KeyCode.B, KeyCode.CONTROL);
        WAIT.until("the briefs list, focused, with the one brief",
                () -> robot.lookup("#" + BriefIds.BRIEFS).query().isVisible() && table(robot).getItems().size() == 1
                && table(robot).isFocused());
        robot.type(KeyCode.ENTER);
        WAIT.until("the brief view with claim k1's quote and the checks",
                () -> robot.lookup("#" + BriefIds.BRIEF).query().isVisible()
                && robot.lookup("#" + BriefIds.quote("k1", 0)).tryQuery().isPresent()
                && !checkRows(robot).isEmpty());
        assertEquals("Research brief · " + brief.briefId(), label(robot, BriefIds.BRIEF_TITLE));
    }

    @SuppressWarnings("unchecked")
    private static TableView<org.copydesk.app.workflow.BriefEntry> table(FxRobot robot) {
        return robot.lookup("#" + BriefIds.BRIEFS_TABLE).queryAs(TableView.class);
    }

    private static List<CheckRow> checkRows(FxRobot robot) {
        return tableRows(robot, BriefIds.BRIEF_CHECKS_TABLE);
    }

    private static List<DecisionRow> history(FxRobot robot) {
        return tableRows(robot, BriefIds.BRIEF_HISTORY_TABLE);
    }
}
