package org.copydesk.app.desktop.roster;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import javafx.application.Platform;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import org.copydesk.app.desktop.common.Styles;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterEntry;

/** The roster's forms as modal dialogs over the window; a form that does not fit says why and stays open. */
public final class FxRosterDialogs implements RosterDialogs {

    private static final int MIN_PASSPHRASE = 8;

    private final Window owner;

    public FxRosterDialogs(Window owner) {
        this.owner = owner;
    }

    @Override
    public Optional<NewKeyForm> askNewKey(Path suggestedFolder, boolean rosterEmpty) {
        TextField reviewer = field(RosterIds.FORM_REVIEWER, "olive.owner");
        TextField name = field(RosterIds.FORM_NAME, "Olive Owner");
        TextField folder = field(RosterIds.FORM_FOLDER, "");
        folder.setText(suggestedFolder.toString());
        PasswordField passphrase = new PasswordField();
        passphrase.setId(RosterIds.FORM_PASSPHRASE);
        PasswordField repeat = new PasswordField();
        repeat.setId(RosterIds.FORM_REPEAT);
        CheckBox pin = new CheckBox("Pin this key as the store's first owner (the roster is empty)");
        pin.setId(RosterIds.FORM_PIN);
        pin.setSelected(rosterEmpty);
        pin.setVisible(rosterEmpty);
        pin.setManaged(rosterEmpty);
        GridPane grid = grid();
        row(grid, 0, "Reviewer id", reviewer);
        row(grid, 1, "Name", name);
        row(grid, 2, "Folder", folder);
        row(grid, 3, "Passphrase", passphrase);
        row(grid, 4, "Passphrase again", repeat);
        Label explain = new Label(rosterEmpty
                ? "Writes ID.key (encrypted with the passphrase, readable only by you) and ID.pub. Pinned as the first"
                + " owner, you can sign at once and add editors and reviewers in View → Roster."
                : "Writes ID.key (encrypted with the passphrase, readable only by you) and ID.pub. The key signs"
                + " nothing until an owner adds ID.pub to the roster.");
        explain.setWrapText(true);
        explain.setMaxWidth(520);
        boolean ok = show("New signing key", "Create a signing key", new VBox(10, explain, grid, pin), reviewer,
                () -> {
                    if (reviewer.getText().isBlank() || name.getText().isBlank() || folder.getText().isBlank()) {
                        return Optional.of("Give a reviewer id, a name and a folder.");
                    }
                    if (passphrase.getText().length() < MIN_PASSPHRASE) {
                        return Optional.of("The passphrase must be at least " + MIN_PASSPHRASE + " characters.");
                    }
                    if (!passphrase.getText().equals(repeat.getText())) {
                        return Optional.of("The two passphrases differ.");
                    }
                    return Optional.empty();
                });
        char[] secret = passphrase.getCharacters().toString().toCharArray();
        passphrase.clear();
        repeat.clear();
        if (!ok) {
            Arrays.fill(secret, '\0');
            return Optional.empty();
        }
        return Optional.of(new NewKeyForm(reviewer.getText().strip(), name.getText().strip(),
                Path.of(folder.getText().strip()), secret, pin.isSelected()));
    }

    @Override
    public Optional<EntryForm> askNewEntry(Path keyFolder) {
        TextField reviewer = field(RosterIds.FORM_REVIEWER, "ed.ramos");
        TextField name = field(RosterIds.FORM_NAME, "Ed Ramos");
        TextField publicKey = field(RosterIds.FORM_PUBLIC_KEY, keyFolder.resolve("ID.pub").toString());
        Button choose = new Button("Choose…");
        choose.setOnAction(event -> choosePublicKey(keyFolder).ifPresent(p -> publicKey.setText(p.toString())));
        reviewer.textProperty().addListener((obs, was, now) -> {
            if (publicKey.getText().isBlank() || publicKey.getText().startsWith(keyFolder.toString())) {
                publicKey.setText(now.isBlank() ? "" : keyFolder.resolve(now.strip() + ".pub").toString());
            }
        });
        List<CheckBox> roles = roleBoxes(List.of(Role.EDITOR.wireName()));
        GridPane grid = grid();
        row(grid, 0, "Reviewer id", reviewer);
        row(grid, 1, "Name", name);
        row(grid, 2, "Public key file", new HBox(6, publicKey, choose));
        row(grid, 3, "Roles", new HBox(12, roles.toArray(Node[]::new)));
        boolean ok = show("Add reviewer", "Add a reviewer to the roster", grid, reviewer, () -> {
            if (reviewer.getText().isBlank() || name.getText().isBlank() || publicKey.getText().isBlank()) {
                return Optional.of("Give a reviewer id, a name and their .pub file.");
            }
            return checked(roles).isEmpty() ? Optional.of("Tick at least one role.") : Optional.empty();
        });
        return ok ? Optional.of(new EntryForm(reviewer.getText().strip(), name.getText().strip(), checked(roles),
                Path.of(publicKey.getText().strip()))) : Optional.empty();
    }

    @Override
    public Optional<List<Role>> askRoles(RosterEntry entry) {
        List<CheckBox> roles = roleBoxes(entry.roles());
        Label who = new Label(entry.reviewerId() + " (" + entry.displayName() + ") signs as "
                + String.join(", ", entry.roles()) + ". The entry is revoked and the same key added again with the"
                + " roles ticked; both changes are signed.");
        who.setWrapText(true);
        who.setMaxWidth(520);
        boolean ok = show("Change roles", "Change the roles of " + entry.reviewerId(),
                new VBox(10, who, new HBox(12, roles.toArray(Node[]::new))), roles.get(0),
                () -> checked(roles).isEmpty() ? Optional.of("Tick at least one role.") : Optional.empty());
        return ok ? Optional.of(checked(roles)) : Optional.empty();
    }

    @Override
    public boolean confirm(String title, String message) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message, ButtonType.OK, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.getDialogPane().setId(RosterIds.FORM);
        return alert.showAndWait().filter(b -> b == ButtonType.OK).isPresent();
    }

    /** Shows the form; OK is refused, with the reason under the form, while {@code problem} names one. */
    private boolean show(String title, String header, Node content, Node first, Supplier<Optional<String>> problem) {
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(title);
        dialog.setHeaderText(header);
        dialog.getDialogPane().setId(RosterIds.FORM);
        Label refusal = new Label();
        refusal.setId(RosterIds.FORM_PROBLEM);
        refusal.getStyleClass().add(Styles.SHEET_REFUSAL);
        refusal.setWrapText(true);
        refusal.visibleProperty().bind(refusal.textProperty().isNotEmpty());
        refusal.managedProperty().bind(refusal.visibleProperty());
        dialog.getDialogPane().setContent(new VBox(10, content, refusal));
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        Button ok = (Button) dialog.getDialogPane().lookupButton(ButtonType.OK);
        // Enter submits from any field, a role box included (a check box would otherwise take Enter as a toggle).
        dialog.getDialogPane().addEventFilter(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ENTER && !(key.getTarget() instanceof Button)) {
                ok.fire();
                key.consume();
            }
        });
        ok.addEventFilter(ActionEvent.ACTION, event -> {
            Optional<String> why = problem.get();
            why.ifPresent(text -> {
                refusal.setText(text);
                event.consume();
            });
        });
        Platform.runLater(first::requestFocus);
        return dialog.showAndWait().filter(b -> b == ButtonType.OK).isPresent();
    }

    private Optional<Path> choosePublicKey(Path keyFolder) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("The reviewer's public key");
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Public keys (*.pub)", "*.pub"),
                new FileChooser.ExtensionFilter("All files", "*"));
        File folder = keyFolder.toFile();
        if (folder.isDirectory()) {
            chooser.setInitialDirectory(folder);
        }
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
    }

    private static List<CheckBox> roleBoxes(List<String> ticked) {
        List<CheckBox> boxes = new ArrayList<>();
        for (Role role : Role.values()) {
            CheckBox box = new CheckBox(role.wireName());
            box.setId(RosterIds.role(role.wireName()));
            box.setUserData(role);
            box.setSelected(ticked.contains(role.wireName()));
            boxes.add(box);
        }
        return boxes;
    }

    private static List<Role> checked(List<CheckBox> boxes) {
        return boxes.stream().filter(CheckBox::isSelected).map(b -> (Role) b.getUserData()).toList();
    }

    private static TextField field(String id, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.setPrefColumnCount(32);
        return field;
    }

    private static GridPane grid() {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        return grid;
    }

    private static void row(GridPane grid, int index, String label, Node field) {
        grid.add(new Label(label), 0, index);
        grid.add(field, 1, index);
    }
}
