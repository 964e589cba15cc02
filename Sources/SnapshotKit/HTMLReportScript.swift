/// The report's script, inline: the wipe / onion-skin comparisons, the copy buttons, the frame
/// scrubbers and the variant filters. Plain DOM calls, nothing fetched.
extension HTMLReport {
    static let script = """
        document.querySelectorAll('.compare').forEach(function(c){
          var over=c.querySelector('.over'),range=c.querySelector('input[type=range]');
          function apply(){var v=range.value;if(c.dataset.mode==='wipe'){over.style.width=v+'%';over.style.opacity=1;}
            else{over.style.width='100%';over.style.opacity=v/100;}}
          range.addEventListener('input',apply);
          c.querySelectorAll('input[type=radio]').forEach(function(r){r.addEventListener('change',function(){c.dataset.mode=r.value;apply();});});
          apply();});
        document.querySelectorAll('.copy').forEach(function(b){b.addEventListener('click',function(){
          var t=b.parentNode.querySelector('pre').textContent;
          if(navigator.clipboard){navigator.clipboard.writeText(t);}else{var r=document.createRange();r.selectNode(b.parentNode.querySelector('pre'));getSelection().removeAllRanges();getSelection().addRange(r);document.execCommand('copy');}
          b.textContent='Copied';});});
        document.querySelectorAll('.scrubber').forEach(function(s){
          var frames=Array.prototype.map.call(s.querySelectorAll('.scrub-frames li'),function(li){return li.dataset;});
          var range=s.querySelector('input[type=range]'),expected=s.querySelector('.scrub-expected'),actual=s.querySelector('.scrub-actual');
          var label=s.querySelector('.scrub-label'),play=s.querySelector('.play'),ticks=s.querySelectorAll('.ticks span'),timer=null;
          function show(i){
            i=Math.max(0,Math.min(frames.length-1,i));var f=frames[i];range.value=i;
            expected.src=f.expected;actual.src=f.actual;s.dataset.differs=f.differs;
            label.textContent='frame '+f.index+' \\u00b7 t = '+f.time+' s \\u00b7 '+(f.differs==='true'?'differs':'matches');
            ticks.forEach(function(t,k){t.classList.toggle('at',k===i);});
            var next=frames[(i+1)%frames.length];new Image().src=next.expected;new Image().src=next.actual;}
          function stop(){if(timer){clearTimeout(timer);timer=null;}play.textContent='\\u25b6 Play';play.setAttribute('aria-pressed','false');}
          function step(){var i=+range.value,n=(i+1)%frames.length;show(n);
            var gap=n+1<frames.length?(frames[n+1].time-frames[n].time)*1000:600;timer=setTimeout(step,Math.max(120,Math.min(1000,gap)));}
          range.addEventListener('input',function(){show(+range.value);});
          s.addEventListener('keydown',function(e){
            var d={ArrowLeft:-1,ArrowDown:-1,ArrowRight:1,ArrowUp:1}[e.key];
            if(e.key==='Home'){d=-frames.length;}else if(e.key==='End'){d=frames.length;}
            if(!d){return;}e.preventDefault();stop();show(+range.value+d);});
          play.addEventListener('click',function(){if(timer){stop();return;}
            play.textContent='\\u275a\\u275a Pause';play.setAttribute('aria-pressed','true');step();});
          ticks.forEach(function(t){t.addEventListener('click',function(){stop();show(+t.dataset.k);});});
          show(+range.value);});
        (function(){
          var boxes=document.querySelectorAll('.filters input[type=checkbox]'),scenes=document.querySelectorAll('section.scene');
          var count=document.querySelector('.filters .showing');if(!boxes.length){return;}
          function apply(){var shown=0;
            scenes.forEach(function(sec){var hide=Array.prototype.some.call(boxes,function(b){return !b.checked&&sec.getAttribute(b.dataset.attr)===b.value;});
              sec.hidden=hide;if(!hide){shown++;}});
            count.textContent='showing '+shown+' of '+scenes.length+(scenes.length===1?' scene':' scenes');}
          boxes.forEach(function(b){b.addEventListener('change',apply);});apply();
          document.documentElement.style.setProperty('--filters-height',document.querySelector('.filters').offsetHeight+8+'px');})();
        """
}
