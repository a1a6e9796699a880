package org.chessarbiter.workspace.ui.internal.setup;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.game.GameKind;
import org.chessarbiter.workspace.ui.board.BoardState;
import org.chessarbiter.workspace.ui.board.CoordinateStyle;
import org.chessarbiter.workspace.ui.board.XiangqiLabels;
import org.chessarbiter.workspace.ui.internal.board.BoardPainter;
import org.chessarbiter.workspace.ui.internal.board.BoardScene;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * The position setup: the game (chess or xiangqi) and the position in FEN, read as it is typed by the game's
 * setup validator ({@link PositionSetup#check}); its first error is shown with its column in the FEN, and OK waits
 * until the FEN is right. A small board shows the position read.
 */
public class PositionSetupDialog extends TitleAreaDialog {

    private final String initialGame;
    private final String initialFen;
    private final List<Button> gameButtons = new ArrayList<>();
    private GameKind<?, ?> game;
    private Text fen;
    private Canvas preview;
    private BoardState shown;
    private String error;
    private String result;

    /** A dialog starting from {@code fen} of the game {@code gameId} (the position the board shows). */
    public PositionSetupDialog(Shell parent, String gameId, String fen) {
        super(parent);
        this.initialGame = gameId;
        this.initialFen = fen;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(SetupMessages.Setup_title);
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(SetupMessages.Setup_title);
        setMessage(SetupMessages.Setup_message);
        Composite body = new Composite(area, SWT.NONE);
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        body.setLayout(new GridLayout(3, false));
        new Label(body, SWT.NONE).setText(SetupMessages.Setup_game);
        Composite games = new Composite(body, SWT.NONE);
        games.setLayout(new GridLayout(PositionSetup.games().size(), false));
        games.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        game = PositionSetup.game(initialGame);
        for (GameKind<?, ?> kind : PositionSetup.games()) {
            Button button = new Button(games, SWT.RADIO);
            button.setText(SetupMessages.game(kind.id()));
            button.setData(kind);
            button.setSelection(kind == game);
            button.addListener(SWT.Selection, e -> {
                if (button.getSelection() && kind != game) {
                    choose(kind);
                }
            });
            gameButtons.add(button);
        }
        new Label(body, SWT.NONE).setText(SetupMessages.Setup_fen);
        fen = new Text(body, SWT.BORDER | SWT.SINGLE);
        GridData fenData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        fenData.widthHint = convertWidthInCharsToPixels(64);
        fen.setLayoutData(fenData);
        Button start = new Button(body, SWT.PUSH);
        start.setText(SetupMessages.Setup_start);
        start.addListener(SWT.Selection, e -> fen.setText(PositionSetup.startFen(game)));
        preview = new Canvas(body, SWT.DOUBLE_BUFFERED);
        GridData previewData = new GridData(SWT.CENTER, SWT.FILL, true, true, 3, 1);
        previewData.widthHint = 300;
        previewData.heightHint = 320;
        preview.setLayoutData(previewData);
        preview.addPaintListener(e -> {
            if (shown != null) {
                new BoardPainter(e.gc, preview.getClientArea()).paint(new BoardScene(shown, false,
                        CoordinateStyle.defaultFor(shown.shape()), XiangqiLabels.CHINESE, Optional.empty(), Set.of()));
            }
        });
        fen.setText(initialFen == null || initialFen.isBlank() ? PositionSetup.startFen(game) : initialFen);
        fen.addModifyListener(e -> validate());
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        validate();
    }

    /** Another game: its start position, unless the FEN written is one of that game already. */
    private void choose(GameKind<?, ?> kind) {
        game = kind;
        if (!PositionSetup.check(kind, fen.getText()).isOk()) {
            fen.setText(PositionSetup.startFen(kind));
        }
        validate();
    }

    private void validate() {
        if (fen == null || fen.isDisposed()) {
            return;
        }
        ParseResult<?> read = PositionSetup.check(game, fen.getText());
        Optional<Problem> problem = read.error();
        error = problem.map(this::describe).orElse(null);
        setErrorMessage(error);
        shown = PositionSetup.picture(game, fen.getText()).orElse(null);
        preview.redraw();
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok != null) {
            ok.setEnabled(read.isOk());
        }
    }

    /** The problem with the column of the FEN where it is (counted in the FEN as written, from 1). */
    private String describe(Problem problem) {
        String message = problem.message().format(Locale.getDefault());
        int leading = fen.getText().length() - fen.getText().stripLeading().length();
        return NLS.bind(SetupMessages.Setup_error, problem.location().offset() + leading + 1, message);
    }

    @Override
    protected void okPressed() {
        if (PositionSetup.check(game, fen.getText()).isOk()) {
            result = fen.getText().trim();
            super.okPressed();
        }
    }

    /** The game chosen. */
    public GameKind<?, ?> game() {
        return game;
    }

    /** The FEN accepted by OK, or null. */
    public String result() {
        return result;
    }

    /** The located error shown, or null when the FEN is right. */
    public String error() {
        return error;
    }

    /** Writes {@code text} into the FEN field, as the user types it. */
    public void setFen(String text) {
        fen.setText(text);
    }

    /** Chooses the game {@code id}, as its radio button does. */
    public void chooseGame(String id) {
        for (Button button : gameButtons) {
            boolean chosen = ((GameKind<?, ?>) button.getData()).id().equals(id);
            button.setSelection(chosen);
            if (chosen) {
                choose((GameKind<?, ?>) button.getData());
            }
        }
    }

    /** Whether OK may be pressed (the FEN is right). */
    public boolean canFinish() {
        Button ok = getButton(IDialogConstants.OK_ID);
        return ok != null && ok.isEnabled();
    }

    /** Presses OK. */
    public void finish() {
        okPressed();
    }
}
