package org.copydesk.app.desktop.stores;

import java.util.Optional;
import java.util.function.Consumer;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.store.postgres.PostgresLocation;

/**
 * File → Open store…: a store file or a PostgreSQL URL, a password asked once (never kept: it is
 * cleared as soon as the store opens or the dialog closes), the recent stores. Opening runs on the
 * worker pool; what opened (the process's root over the store) goes to whoever rebuilds the window over it.
 */
public final class OpenStoreViewModel<T> {

    /** Opens a store: what is named, and a password typed for it. */
    @FunctionalInterface
    public interface Opener<T> {
        T open(String named, Optional<String> password);
    }

    private final Opener<T> opener;
    private final RecentStores recent;
    private final TaskRunner runner;
    private final Consumer<T> opened;
    private final StringProperty location = new SimpleStringProperty("");
    private final StringProperty password = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper opening = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper postgres = new ReadOnlyBooleanWrapper();
    private final ObservableList<String> recentList = FXCollections.observableArrayList();

    public OpenStoreViewModel(Opener<T> opener, RecentStores recent, TaskRunner runner, Consumer<T> opened) {
        this.opener = opener;
        this.recent = recent;
        this.runner = runner;
        this.opened = opened;
        postgres.bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> PostgresLocation.isUrl(location.get().strip()), location));
        location.addListener((o, was, now) -> error.set(""));
    }

    /** Reads the recent stores again, as the dialog opens. */
    public void refresh() {
        recentList.setAll(recent.list());
        error.set("");
        password.set("");
    }

    public StringProperty locationProperty() {
        return location;
    }

    /** The password for a PostgreSQL store; empty: the password file's (~/.pgpass, PGPASSFILE). */
    public StringProperty passwordProperty() {
        return password;
    }

    /** Whether what is named is a PostgreSQL URL: the password field is offered. */
    public ReadOnlyBooleanProperty postgresProperty() {
        return postgres.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }

    public ObservableList<String> recent() {
        return FXCollections.unmodifiableObservableList(recentList);
    }

    /** Forgets a typed password (the dialog closing). */
    public void cancel() {
        password.set("");
    }

    /** Opens what is named; on success the recent list puts it first and the window is rebuilt over it. */
    public void open() {
        String named = location.get().strip();
        if (opening.get()) {
            return;
        }
        if (named.isEmpty()) {
            error.set("Name a store file, or a postgresql://host/database URL.");
            return;
        }
        Optional<String> typed = postgres.get() && !password.get().isEmpty() ? Optional.of(password.get())
                : Optional.empty();
        password.set("");
        opening.set(true);
        error.set("");
        runner.run(progress -> opener.open(named, typed), root -> {
            opening.set(false);
            recent.opened(named);
            recentList.setAll(recent.list());
            opened.accept(root);
        }, failure -> {
            // The reason first: the dialog closes when opening ends without one.
            error.set(failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage());
            opening.set(false);
        });
    }
}
