import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageGallery } from './image-gallery';

const images = ['/media/a.webp', '/media/b.webp', '/media/c.webp'];
const mainImage = () => screen.getByRole('img', { name: /^Ujjwal Soap, image/ });
const currentThumb = () => screen.getAllByRole('button', { name: /^Show image/ }).find((button) => button.getAttribute('aria-current'));

describe('image gallery', () => {
  it('shows the first image with a thumbnail button per image, the current one marked', () => {
    render(<ImageGallery images={images} productName="Ujjwal Soap" />);
    expect(mainImage().getAttribute('alt')).toBe('Ujjwal Soap, image 1 of 3');
    expect(screen.getAllByRole('button', { name: /^Show image/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show image 1',
      'Show image 2',
      'Show image 3',
    ]);
    expect(currentThumb()?.getAttribute('aria-label')).toBe('Show image 1');
  });

  it('shows the image of a thumbnail that is pressed', async () => {
    render(<ImageGallery images={images} productName="Ujjwal Soap" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(mainImage().getAttribute('src')).toContain('/media/c.webp');
    expect(currentThumb()?.getAttribute('aria-label')).toBe('Show image 3');
  });

  it('wraps from the last image to the first with Next and from the first to the last with Previous', async () => {
    render(<ImageGallery images={images} productName="Ujjwal Soap" />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainImage().getAttribute('alt')).toBe('Ujjwal Soap, image 3 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage().getAttribute('alt')).toBe('Ujjwal Soap, image 1 of 3');
  });

  it('moves between images with the arrow keys', async () => {
    render(<ImageGallery images={images} productName="Ujjwal Soap" />);
    screen.getByRole('button', { name: 'Show image 1' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(mainImage().getAttribute('alt')).toBe('Ujjwal Soap, image 3 of 3');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(mainImage().getAttribute('alt')).toBe('Ujjwal Soap, image 2 of 3');
  });

  it('zooms towards a mouse pointer but not under a finger', () => {
    render(<ImageGallery images={images} productName="Ujjwal Soap" />);
    const frame = screen.getByTestId('gallery-zoom');
    frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 200 }) as DOMRect;

    fireEvent.pointerMove(frame, { pointerType: 'touch', clientX: 50, clientY: 50 });
    expect(frame.dataset.zoomed).toBe('false');

    fireEvent.pointerMove(frame, { pointerType: 'mouse', clientX: 50, clientY: 150 });
    expect(frame.dataset.zoomed).toBe('true');
    expect(mainImage().style.transformOrigin).toBe('25% 75%');

    fireEvent.pointerLeave(frame, { pointerType: 'mouse' });
    expect(frame.dataset.zoomed).toBe('false');
    expect(mainImage().style.transform).toBe('');
  });

  it('has no arrows or thumbnails for a single image', () => {
    render(<ImageGallery images={['/media/a.webp']} productName="Ujjwal Soap" />);
    expect(screen.getByRole('img', { name: 'Ujjwal Soap' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
