package org.chessarbiter.regulations.ui.law;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.compare.IEncodedStreamContentAccessor;
import org.eclipse.compare.ITypedElement;
import org.eclipse.swt.graphics.Image;

/** One side of a row of the law editions' compare view: an article's printed text, as plain text. */
final class ArticleText implements ITypedElement, IEncodedStreamContentAccessor {

    private final String name;
    private final String text;

    ArticleText(String name, String text) {
        this.name = name;
        this.text = text;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public Image getImage() {
        return null;
    }

    @Override
    public String getType() {
        return ITypedElement.TEXT_TYPE;
    }

    @Override
    public InputStream getContents() {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public String getCharset() {
        return StandardCharsets.UTF_8.name();
    }

    /** The article's text. */
    String text() {
        return text;
    }
}
