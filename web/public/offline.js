/* global caches, document, fetch, location, navigator, setTimeout, window, DOMParser */
// The offline page (docs/decisions/0029-offline.md): lists the pages the service worker kept, and reloads when the
// connection returns. Plain script: it must run with nothing but the precache.
(function () {
  var PAGES = "dobara-pages-v1";
  var API = "dobara-public-api-v1";

  // Decision 0046: in Hindi when the page that failed was a Hindi one (the service worker answers that navigation with
  // this page, so location is its address) or the person chose Hindi (the `lang` cookie). English is the HTML's own.
  var HINDI = {
    title: "आप ऑफ़लाइन हैं — Dobara",
    heading: "आप ऑफ़लाइन हैं",
    status: "यह पेज इस डिवाइस पर सेव नहीं है, इसलिए इंटरनेट के बिना नहीं खुल सकता।",
    reopens: "इंटरनेट वापस आते ही यह फिर से खुल जाएगा।",
    retry: "फिर से कोशिश करें",
    unavailable: "ऑफ़लाइन उपलब्ध नहीं",
    signIn: "साइन इन करना या अकाउंट बनाना",
    buying: "ऑफ़र देना, खरीदना और पेमेंट करना",
    yours: "आपके ऑर्डर, डैशबोर्ड, विशलिस्ट और सूचनाएँ",
    selling: "प्रोडक्ट लिस्ट करना या बदलना",
    unopened: "वे पेज जो आपने पहले नहीं खोले, और ताज़ा कीमत या स्टॉक",
    saved: "इस डिवाइस पर सेव किए गए",
    savedNote: "ये पेज पिछली बार खोलते समय सेव किए गए थे: तब से कीमत और स्टॉक बदल सकते हैं।",
    home: "होम",
    search: "खोज: ",
    browse: "सभी लिस्टिंग देखें",
    listing: "एक लिस्टिंग",
  };
  var ENGLISH = { home: "Home", search: "Search: ", browse: "Browse all listings", listing: "A listing" };
  var hindi =
    location.pathname === "/hi" ||
    location.pathname.indexOf("/hi/") === 0 ||
    /(?:^|;\s*)lang=hi(?:;|$)/.test(document.cookie);
  var words = hindi ? HINDI : ENGLISH;
  if (hindi) {
    document.documentElement.lang = "hi-IN";
    document.title = HINDI.title;
    var texts = document.querySelectorAll("[data-t]");
    for (var i = 0; i < texts.length; i++) {
      var text = HINDI[texts[i].getAttribute("data-t")];
      if (text) texts[i].textContent = text;
    }
  }

  document.getElementById("offline-retry").addEventListener("click", function () {
    location.reload();
  });
  // "online" means a network interface came up, not that we are reachable, and Chromium fires it spuriously when a
  // navigation away from this page starts (a reload then would cancel that navigation). Reload only when the server
  // answers and the person is not already leaving.
  var leaving = false;
  window.addEventListener("pagehide", function () {
    leaving = true;
  });
  window.addEventListener("beforeunload", function () {
    leaving = true;
  });
  // The first look can come too early (the connection is up but the server not yet reachable, or a busy phone answers
  // slowly), and no second "online" may follow: look again a few times, further apart each time.
  var looking = false;
  function reopenWhenReachable(attempt) {
    fetch("/api/health", { cache: "no-store" })
      .then(function (res) {
        if (!res.ok) throw new Error("not ready");
        looking = false;
        if (!leaving) location.reload();
      })
      .catch(function () {
        if (attempt >= 5 || leaving || !navigator.onLine) {
          looking = false; // the next "online" tries again, and so does the Try again button
          return;
        }
        setTimeout(
          function () {
            reopenWhenReachable(attempt + 1);
          },
          500 * Math.pow(2, attempt),
        );
      });
  }
  window.addEventListener("online", function () {
    if (looking) return;
    looking = true;
    reopenWhenReachable(0);
  });

  function label(url) {
    // A Hindi page's address is the English one under /hi.
    var path = url.pathname === "/hi" ? "/" : url.pathname.replace(/^\/hi\//, "/");
    if (path === "/") return Promise.resolve(words.home);
    if (path === "/browse") {
      var q = url.searchParams.get("q");
      return Promise.resolve(q ? words.search + q : words.browse);
    }
    var product = path.match(/^\/products?\/([0-9a-f-]{36})\/?$/i);
    if (!product) return Promise.resolve(path.slice(1).replace(/-/g, " "));
    // The product's saved API answer has its title (a page reached inside the app); a page loaded whole was rendered
    // by the server, and its saved HTML names the product in <title>.
    return caches
      .open(API)
      .then(function (cache) {
        return cache.match("/api/products/" + product[1]);
      })
      .then(function (res) {
        return res ? res.json() : undefined;
      })
      .then(function (data) {
        return data && data.title ? data.title : titleOfSavedPage(url);
      })
      .catch(function () {
        return words.listing;
      });
  }

  function titleOfSavedPage(url) {
    return caches
      .open(PAGES)
      .then(function (cache) {
        return cache.match(url.pathname);
      })
      .then(function (res) {
        return res ? res.text() : "";
      })
      .then(function (html) {
        var title = new DOMParser().parseFromString(html, "text/html").title;
        // "Title · Dobara": the part before the site's name.
        var name = title.split(" · ")[0];
        return name && title.indexOf(" · ") > 0 ? name : words.listing;
      });
  }

  if (!window.caches) return;
  caches
    .open(PAGES)
    .then(function (cache) {
      return cache.keys();
    })
    .then(function (requests) {
      var urls = requests
        .slice(-20)
        .reverse()
        .map(function (r) {
          return new URL(r.url);
        });
      return Promise.all(urls.map(label)).then(function (labels) {
        var list = document.getElementById("saved-list");
        urls.forEach(function (url, i) {
          var item = document.createElement("li");
          var link = document.createElement("a");
          link.href = url.pathname + url.search;
          link.textContent = labels[i];
          item.appendChild(link);
          list.appendChild(item);
        });
        if (urls.length) document.getElementById("saved").hidden = false;
      });
    })
    .catch(function () {
      // No saved pages to list: the page still says what is unavailable.
    });
})();
