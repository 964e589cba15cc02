#!/usr/bin/env python3
# Draws the own images of examples/bulletinboard/images (icons, collection tiles, host feeds for
# notch, Home-button and iPad screens) with Pillow, 4x supersampled; run it to remake them.
import os
from PIL import Image, ImageChops, ImageDraw, ImageFont
ROOT=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
OUT=os.path.join(ROOT, 'examples/bulletinboard/images/')
SS=4
def canvas(w,h,mode='RGBA',bg=(0,0,0,0)):
    im=Image.new(mode,(w*SS,h*SS),bg); return im, ImageDraw.Draw(im)
def down(im,w,h): return im.resize((w,h),Image.LANCZOS)
S=384
def squircle(color):
    im,d=canvas(S,S); d.rounded_rectangle([0,0,S*SS-1,S*SS-1],radius=86*SS,fill=color); return im,d
def sc(v): return [x*SS for x in v]
im,d=squircle((88,86,214,255)); W=(255,255,255,255)
d.ellipse(sc([122,170,262,290]),fill=W)
for (x,y) in [(100,110),(158,72),(226,72),(284,110)]: d.ellipse(sc([x-30,y-36,x+30,y+36]),fill=W)
down(im,S,S).save(OUT+'paw-icon@3x.png')
im,d=squircle((255,59,48,255))
d.rounded_rectangle(sc([92,92,292,292]),radius=40*SS,outline=W,width=22*SS)
d.ellipse(sc([246,62,322,138]),fill=W,outline=(255,59,48,255),width=14*SS)
down(im,S,S).save(OUT+'bell-icon@3x.png')
im,d=squircle((88,86,214,255))
d.polygon(sc([280,100,110,180,185,200,205,275]),fill=W)
down(im,S,S).save(OUT+'location-icon@3x.png')
# template checkmark: black disc, transparent check
im,d=canvas(S,S); d.ellipse([0,0,S*SS-1,S*SS-1],fill=(0,0,0,255))
mask,md=canvas(S,S,'L',0)
md.line(sc([100,196,165,262,290,130]),fill=255,width=40*SS,joint='curve')
for (x,y) in [(100,196),(290,130)]: md.ellipse(sc([x-20,y-20,x+20,y+20]),fill=255)
alpha=im.getchannel('A')
im.putalpha(ImageChops.subtract(alpha,mask))
down(im,S,S).save(OUT+'checkmark-template@3x.png')
cols=[((244,162,97),(231,111,81)),((42,157,143),(38,70,83)),((233,196,106),(244,162,97)),
      ((131,56,236),(58,134,255)),((255,190,11),(251,86,7)),((6,214,160),(17,138,178)),
      ((239,71,111),(255,209,102)),((58,134,255),(131,56,236)),((141,153,174),(43,45,66))]
def tile(a,b,w,h):
    im,d=canvas(w,h,'RGB',(0,0,0))
    for y in range(h*SS):
        t=y/(h*SS-1); d.line([(0,y),(w*SS,y)],fill=tuple(int(a[k]+(b[k]-a[k])*t) for k in range(3)))
    d.ellipse([w*SS*0.55,h*SS*0.15,w*SS*0.85,h*SS*0.55],fill=(255,255,255))
    d.polygon([(0,h*SS),(w*SS*0.35,h*SS*0.45),(w*SS*0.7,h*SS)],fill=tuple(max(0,c-60) for c in b))
    return down(im,w,h)
for i,(a,b) in enumerate(cols): tile(a,b,240,180).save(OUT+f'tile-{i+1}.png')
# host screens: a feed laid out for the screen (points), drawn at 2 px/pt, header below the status bar
fs=ImageFont.truetype(os.path.join(ROOT,'fonts/faces/Inter-SemiBold.otf'),17*2*SS)
fb=ImageFont.truetype(os.path.join(ROOT,'fonts/faces/InterDisplay-Bold.otf'),34*2*SS)
def feed(name,wpt,hpt,top,cols_n):
    k=2*SS; im=Image.new('RGB',(wpt*k,hpt*k),(242,242,247)); d=ImageDraw.Draw(im)
    y0=top+12
    d.text((16*k,y0*k),"Style",fill=(0,122,255),font=fs)
    cx=wpt/2
    d.rounded_rectangle([(cx-38)*k,(y0-4)*k,(cx+38)*k,(y0+24)*k],radius=6*k,outline=(0,122,255),width=2*SS)
    d.rounded_rectangle([(cx-38)*k,(y0-4)*k,cx*k,(y0+24)*k],radius=6*k,fill=(0,122,255))
    d.text(((wpt-16)*k,y0*k),"Intro",fill=(0,122,255),font=fs,anchor='ra')
    d.text((16*k,(y0+40)*k),"PetBoard",fill=(0,0,0),font=fb)
    y=y0+94; gap=12; tw=(wpt-32-gap*(cols_n-1))/cols_n; th=200
    i=0
    while y<hpt:
        for c in range(cols_n):
            a,b=cols[[0,3,5,1,2,4,6,7,8][i%9]]; i+=1
            t=tile(a,b,int(tw),th).resize((int(tw*k),th*k),Image.LANCZOS)
            m=Image.new('L',t.size,0); ImageDraw.Draw(m).rounded_rectangle([0,0,t.width-1,t.height-1],radius=12*k,fill=255)
            im.paste(t,(int((16+c*(tw+gap))*k),int(y*k)),m)
        y+=th+gap
    im.resize((wpt*2,hpt*2),Image.LANCZOS).save(OUT+name)
feed('feed@2x.png',375,812,44,1)
feed('feed-home-button@2x.png',375,667,20,1)
feed('feed-ipad@2x.png',820,1180,24,2)
print('ok')
