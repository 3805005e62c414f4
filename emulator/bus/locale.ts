// The firmware's translations of what the emulated devices show (entity names, tags, device types), for the
// application setting `locale`. Each entry: the English text, then de|nl|sv|pl|no|fr|tr|it|sk|cz in the
// firmware's order; empty or missing means English, as the firmware falls back. Names from 3.8.0's tables (3.6.5's
// where 3.8.0 has none), so 3.6.x and 3.7.x speak 3.8.0's words in a few places.
import { type Entity, tagOf } from './entity.ts'
import { plainName } from './tags.ts'

const LANGS = ['de', 'nl', 'sv', 'pl', 'no', 'fr', 'tr', 'it', 'sk', 'cz']

const T: Record<string, string> = {
  hc1: 'HK1||VK1|OG1|||ID1',
  hc2: 'HK2||VK2|OG2|||ID2',
  dhw: 'WWK||VVK|CWU||ecs|SKS||TÚV|TUV',
  wwc1: 'WWK1||VVK1|CWU1|||SKS1',
  ww: 'WW||VV|CWU||ecs|SKS||TÚV',
  Boiler: 'Kessel|CV ketel|Värmepanna|Kocioł|Varmekjele|Chaudière|Kazan|Caldaia|Kotol|Kotel',
  Thermostat: '|Thermostaat|Termostat|Termostat|Termostat||Termostat|Termostato|Termostat|Termostat',
  'Mixer Module': 'Mischermodul||Blandarmodul|Moduł mieszacza|Miksermodul|Module mélangeur|Karışım Cihazı|Modulo Miscela|Modul mixera|Směšovací modul',
  'Solar Module': 'Solarmodul||Solmodul|Moduł solarny|Solmodul|Module solaire|Güneş Enerjisi Cihazı|Modulo Solare|Solárny modul|Solární modul',
  'Heat Pump': 'Wärmepumpe|Warmtepomp|Värmepump|Pompa ciepła|Varmepumpe|Pompe à chaleur|Isı Pompası|Pompa di Calore|Tepelné čerpadlo|Tepelné čerpadlo',
  Custom: 'Nutzerdefiniert|Aangepast|Anpassad|Niestandardowe|Tilpasset|Personnalisé|Özel|Personalizzato|Vlastné|Vlastní',
  'Custom Entities':
    'Nutzer deklarierte Entitäten|Gebruiker gedefineerd|Egendefinierade entiteter|Encje zdefiniowane przez użytkownika|Brukerdefinerte enheter|Entités personnalisées|Kullanıcı tarafından tanımlanmış varlıklar|Entità definita da utente|Používateľom definované entity|Vlastní entity',
  'User defined entities':
    'Nutzer deklarierte Entitäten|Gebruiker gedefineerd||Encje zdefiniowane przez użytkownika|||Kullanıcı tarafından tanımlanmış varlıklar|Entità definita da utente|Používateľom definované entity',
  reset: 'Reset|Reset|Återställ|kasowanie komunikatu|nullstill||Sıfırla|Reset',
  'force heating off':
    'Heizen abschalten|verwarming forceren uit|Uppvärmning avstängd|wymuś wyłączenie grzania|tvungen oppvarming av|forcer chauffage éteint|ısıtmayı zorla kapat|forzare riscaldamento spento|vynútené vypnutie kúrenia|vynutit vypnutí vytápění',
  'heating active':
    'Heizen aktiv|Verwarming actief|Uppvärmning aktiv|c.o. aktywne|oppvarming aktiv|chauffage actif|ısıtma devrede|riscaldamento attivo|vykurovanie aktívne|Vytápění aktivní',
  'tapwater active':
    'Warmwasser aktiv|Warm water actief|Varmvatten aktiv|c.w.u. aktywne|varmtvann aktiv|eau chaude active|sıcak kullanım suyu devrede|acqua calda attiva|TÚV aktívna|teplá voda aktivní',
  'selected flow temperature':
    'Gewählte Vorlauftemperatur|Ingestelde aanvoertemperatuur|Börvärde Flödestemperatur|wybrana temperatura zasilania|valgt turtemperatur|température de flux selectionnée|seçili akış sıcaklığı|flusso temperatura selezionato|zvolená teplota na výstupe|zvolená výstupní teplota',
  'burner selected max power':
    'Eingestellte maximale Brennerleistung|Ingestelde maximale brandervermogen|Brännare vald maxeffekt|wybrana moc źródła ciepła|settpunkt brennerkapasitet|puissance max du brûleur selectionnée|seçili kazan maksimum güç|Setpoint potenza bruciatore|horák zvolený maximálny výkon|zvolený maximální výkon hořáku',
  'burner current power (absolute)':
    'Aktuelle Brennerleistung (absolut)|Brandervermogen (abs)|Värmepanna aktuell effekt (abs)|aktualna moc źródła ciepła (absolutna)|brennereffekt|puissance du brûleur actuelle (abs)|kazan anlık akış gücü(mutlak)|potenza attuale del bruciatore (assoluta)|aktuálny výkon horáka (absolútny)|aktuální výkon hořáku (absolutní)',
  'heating pump modulation':
    'Modulation Heizungspumpe|Modulatie verwarmingspomp|Modulering Värmepump|wysterowanie pompy c.o.|varmepumpemodulering|modulation de la pompe à chaleur|ısı pompası modülasyonu|modulazione pompa di calore|modulácia tepelného čerpadla|modulace čerpadla topení',
  'outside temperature':
    'Außentemperatur|Buitentemperatuur|Utomhustemperatur|temperatura zewnętrzna|utetemperatur|température extérieure|dış ortam sıcaklığı|tempertura esterna|vonkajšia teplota|venkovní teplota',
  'current flow temperature':
    'Aktuelle Vorlauftemperatur|Huidige aanvoertemperatuur|Flödestemperatur|temperatura zasilania|aktuell strømmetemperatur|température actuelle du flux|akış sıcaklığı|temperatura di mandata attuale|aktuálna výstupná teplota|naměřená výstupní teplota',
  'return temperature':
    'Rücklauftemperatur|Retourtemperatuur|Returtemperatur|temperatura powrotu|returtemperatur|température de retour|dönüş sıcaklığı|temperatura di ritorno attuale|teplota spiatočky|teplota zpátečky',
  'system pressure':
    'Systemdruck|Systeemdruk|Systemtryck|ciśnienie w systemie|systemtrykk|pression du système|sistem basıncı|pressione sistema|tlak v systéme|tlak v systému',
  'actual boiler temperature':
    'Kesseltemperatur|Keteltemperatuur|Temperatur Värmepanna|temperatura zasobnika|varmepumpetemp.|température de la chaudière|gerçek boyler sıcaklığı|temperatura attuale caldaia|skutočná teplota kotla|aktuální teplota kotle',
  'low loss header':
    'Hydr. Weiche|open verdeler|Fördelare|sprzęgło hydrauliczne|lav tap header|bouteille de déc. hydr.|isı bloğu gidiş suyu sıc.|comp. idr.|nízkostratová hlavica|hydraulický oddělovač',
  'exhaust temperature':
    "Abgastemperatur|Uitlaattemperatuur|Avgastemperatur|temperatura spalin|røykgasstemp|température des gaz d'échappement|baca sıcaklığı|temperatura di scarico|teplota výfukových plynov|teplota spalin",
  gas: 'Gas|Gas|Gas|gaz|gass|gaz|gaz|Gas|plyn|plyn',
  'gas stage 2': 'Gas Stufe 2|gas fase 2|Gas Fas 2|gaz 2 stopień|gass fase 2|gaz état 2|gaz 2.seviye|gas fase 2|plynový stupeň 2|plyn stupeň 2',
  'flame current': 'Flammenstrom|Vlammenstroom|Lågström|prąd palnika|flammetemp|courrant de flamme|alev akımı|corrente di fiamma|prúd plameňa|proud plamene',
  fan: 'Gebläse|Ventilator|Fläkt|wentylator|vifte|ventilateur||Ventilatore|ventilátor|ventilátor',
  ignition: 'Zündung|Ontsteking|Tändning|zapłon|tenning||ateşleme|accensione|zapálenie|zapalování',
  'oil preheating':
    "Ölvorwärmung|Olie voorverwarming|Förvärmning olja|podgrzewanie oleju|oljeforvarming|préchauffage de l'huile|Yakıt Ön ısıtma devrede|preriscaldamento olio|predohrev oleja|předehřev oleje",
  'heating pump':
    'Heizungspumpe|Verwarmingspomp|Värmepump|pompa ciepła|varmepumpe|pompe à chaleur|ısı pompası|pompa di calore|tepelné čerpadlo|Čerpadlo topení',
  'burner min power':
    'Minimale Brennerleistung|Minimaal brandervermogen|Värmepanna Min Effekt|minimalna moc źródła ciepła|varmekjele min effekt|puissance min brûleur|kazan minimum güç|potenza minima bruciatore|min. výkon horáka|minimální výkon hořáku',
  'burner max power':
    'Maximale Brennerleistung|Maximaal brandervermogen|Värmepanna Max Effekt|maksymalna moc źródła ciepła|varmekjele maks effekt|puissance max brûleur|kazan maksimum güç|potenza massima bruciatore|max. výkon horáka|maximální výkon hořáku',
  'hysteresis on temperature':
    "Einschaltdifferenz|ketel aan hysterese verschil|Hysteres aktiveringstemperatur|histereza załączania|hysterese på temperatur|hysteresis température d'allumage|gecikme sıcaklığı devrede|isteresi sulla temperatura|hysterézia teploty pri zapnutí|hystereze teploty při zapnutí",
  'hysteresis off temperature':
    "Ausschaltdifferenz|ketel uit hysterese verschil|Hysteres inaktiveringstemperatur|histereza wyłączania|hysterese av temperatur|hysteresis température d'extinction|gecikme sıcaklığı kapalı|isteresi fuori temperatura|hysterézia teploty pri vypnutí|hystereze teploty při vypnutí",
  'hysteresis stage 2 on temperature':
    "Einschaltdifferenz Stufe 2|ketel aan hysterese verschil 2|Hysteres aktiveringstemperatur 2|histereza załączania stopnia 2|hysterese på temperatur 2|hysteresis état 2 température d'allumage|2. seviye gecikme sıcaklığı devrede|stadio di isteresi 2 sulla temperatura|2. stupeň hysterézie pri teplote|hystereze teploty při zapnutí 2.stupeň",
  'hysteresis stage 2 off temperature':
    "Ausschaltdifferenz Stufe 2|ketel uit hysterese verschil 2|Hysteres inaktiveringstemperatur 2|histereza wyłączania stopnia 2|hysterese inaktiveringstemperatur 2|hysteresis état 2 température d'extinction|2. seviye gecikme sıcaklığı kapalı|isteresi stadio 2 fuori temperatura|teplota vypnutia hysterézneho stupňa 2|hystereze teploty při vypnutí 2.stupeň",
  'set flow temperature':
    'Sollwert Vorlauftemperatur|Ingestelde aanvoertemperatuur|Börvärde Flödestemperatur|zadana temperatura zasilania|innstilt turtemperatur|température du flux définie|akış sıcaklığını ayarla|impostare temperatura di mandata|nastavená teplota výstupu|nastavená teplota výstupu',
  'burner set power':
    'Sollwert Brennerleistung|Ingesteld brandervermogen|Värmepanna vald Effekt|zadana moc palnika|varmekjele valgt effekt|puissance du brûleur définie|kazan gücünü ayarla|impostare potenza bruciatore|nastavenie výkonu horáka|nastavený výkon hořáku',
  'burner current power':
    'Aktuelle Brennerleistung|Brandervermogen|Värmepanna aktuell effekt|aktualna moc źródła ciepła|brennereffekt|puissance du brûleur actuelle|kazan güncel gücü|potenza attuale bruciatore|aktuálny výkon horáka|aktuální výkon hořáku',
  'heating activated':
    'Heizbetrieb aktiviert|Verwarmen geactiveerd|Uppvärmning aktiv|system c.o.|oppvarming aktivert|chauffage activé|ısıtma başladı|riscaldamento attivato|kúrenie aktivované|topení aktivováno',
  'heating temperature':
    'Heiztemperatur|Verwarmingstemperatuur|Uppvärmningstemperatur|temperatura grzania|oppvarmingstemperatur|température de chauffage|ısıtma sıcaklığı|temperatura riscaldamento|teplota vykurovania|teplota topení',
  'boiler pump max power':
    'Maximale Kesselpumpenleistung|Ketelpomp max vermogen|Värmepannepump max effekt|maksymalna moc pompy zasobnika|varmepumpe maks effekt|puissance max pompe à chaleur|boyler pompası maksimum güç|max potenza pompa caldaia|maximálny výkon čerpadla kotla|maximální výkon čerpadla kotle',
  'boiler pump min power':
    'Minimale Kesselpumpenleistung|Ketelpomp min vermogen|Värmepannepump min effekt|minimalna moc pompy zasobnika|varmepumpe min effekt|puissance min pompe à chaleur|boyler pompası minimum güç|min potenza pompa caldaia|min. výkon čerpadla kotla|minimální výkon čerpadla kotle',
  'boiler pump mode':
    'Kesselpumpenmodus|Ketelpomp modus|Pannpumpsläge|tryb pracy pompy kotła|pumpemodus|mode pompe chaudière|kazan pompa modu|modalità pompa caldaia|režim kotlového čerpadla|režim čerpadla kotle',
  'boiler pump characteristic':
    'Charakteristik der Kesselpumpe|karakteristiek ketelpomp|pannpumpsegenskaper|charakterystyka pompy kotłowej|kjelepumpekarakteristikk|caractéristique de la pompe de la chaudière|kazan pompası karakteristiği|caratteristica della pompa della caldaia|charakteristika kotlového čerpadla|charakteristika čerpadla kotle',
  'pump delay':
    "Pumpennachlaufzeit|Pomp nalooptijd|Pumpfördröjning|opóźnienie pompy|pumpeforsinkelse|délai d'attente pompe|pompa gecikmesi|ritardo pompa|oneskorenie čerpadla|zpoždění čerpadla",
  'burner min period':
    "Antipendelzeit|Antipendeltijd|Värmepanna Min Period|minimalny czas pracy palnika|varmekjele min periode|délai d'attente du brûleur|kazan minmum periyod|periodo minimo del bruciatore|minimálne obdobie horáka|minimální doba hoření",
  'burner starts':
    'Brennerstarts|Aantal brander starts|Värmepanna antal starter|liczba uruchomień palnika|antall varmepumpe starter|démarrages du brûleur|kazan başlıyor|avvii bruciatore|štarty horáka|starty hořáku',
  'total burner operating time':
    'Brennerlaufzeit|Totale branderlooptijd|Värmepanna aktiva timmar|łączny czas pracy palnika|brennersteg tid i min|durée de fonctionnement totale du brûleur|toplam kazan çalışma süresi|tempo totale di funzionamento del bruciatore|celkový prevádzkový čas horáka|celkový provozní čas hořáku',
  'burner stage 2 operating time':
    'Brennerlaufzeit Stufe 2|Totale looptijd brander fase 2|Värmepanna steg 2 aktiva timmar|łączny czas pracy palnika 2 stopnia|brennersteg2 tid i min|durée de fonctionnement totale du brûleur état 2|2. seviye toplam kazan çalışma süresi|tempo di funzionamento del bruciatore 2° stadio|doba prevádzky 2. stupňa horáka|provozní čas hořáku 2.stupeň',
  'total heat operating time':
    'Heizlaufzeit|Totale looptijd verwarming|Uppvärmning aktiva timmar|łączny czas grzania|varmetid i min|durée de fonctionnement du chauffage|toplam ısıtma çalışma süresi|tempo totale di funzionamento in riscaldamento|celkový prevádzkový čas kúrenia|celkový provozní čas topení',
  'burner starts heating':
    'Brennerstarts Heizen|Aantal brander starts verwarming|Uppvärmning antal starter|liczba uruchomień palnika na ogrzewanie|antall oppvarmninger|démarrages du chauffage|kazan ısıtmaya başlıyor|preriscaldamento bruciatore|štarty horáka na kúrenie|starty hořáku topení',
  'total UBA operating time':
    "Anlagengesamtlaufzeit|totale looptijd branderautomaat (UBA)|Total Tid|łączny czas pracy układu sterowania|totaltid|durée de fonctionnement totale de l'appareil (UBA)|kazanın toplam işletme süresi|Tempo di funzionamento totale del sistema|Celkový čas chodu systému|celkový provozní čas UBA",
  'last error code':
    "Letzter Fehler|Laatste foutcode|Senaste Felkod|ostatni błąd|siste feilkode|dernier code d'erreur|son hata kodu|ultimo codice errore|posledný chybový kód|poslední kód chyby",
  'service code':
    'Statusmeldung|Statuscode|Servicekod|kod serwisowy|servicekode|code de service|servis kodu|codice messaggio di stato|servisný kód|servisní kód',
  'service code number':
    'Statusmeldungsnummer|Status codenummer|Servicekodnummer|numer kodu serwisowego|servicekodenummer|numéro du code de service|servis kod numarası|numero del messaggio di stato|servisný kód - číslo|číslo servisního kódu',
  'maintenance message':
    'Wartungsmeldung|Onderhoudsmelding|Servicemeddelande|komunikat przeglądu|vedlikeholdsmelding|message de maintenance|bakım mesajı|messaggio di manutenzione|správa o údržbe|zpráva o údržbě',
  'maintenance scheduled':
    'Wartungsplan|Onderhoud gepland|Underhall schemlagt|rodzaj przeglądu|vedlikeholdstype|maintenance prévue|planlı bakım|manutenzione programmata|plánovaná údržba|naplánovaná údržba',
  'time to next maintenance':
    'Wartung in|Onderhoud in|Tid till nästa underhall|czas do kolejnego przeglądu|vedlikeholdstid|durée avant la prochaine maintenance|bakıma kalan süre|tempo alla prossima manutenzione|čas do ďalšej údržby|čas do další údržby',
  'next maintenance date':
    'Wartungsdatum|Onderhoudsdatum|Datum nästa Service|termin następnego przeglądu|vedlikeholdsdato|prochaine date de maintenance|bakım tarihi|prossima data di manutenzione|dátum ďalšej údržby|datum další údržby',
  'emergency operation':
    "Notbetrieb|Noodoperatie|Nöddrift|praca w trybie awaryjnym|nøddrift|opération d'urgence|acil durum çalışması|operazione di emergenza|núdzová prevádzka|nouzový provoz",
  'emergency temperature':
    "Notfalltemperatur|Noodtemperatuur|Nöddrift temperatur|temperatura w trybie awaryjnym|nødtemperatur|température d'urgence|acil durum sıcaklığı|temperatura di emergenza|núdzová teplota|nouzová teplota",
  'nominal Power': 'Brennerleistung||Nominell effekt|moc nominalna|||nominal güç||nominálny výkon|nominální výkon',
  'total energy': 'Gesamtenergie||Avgiven energi totalt|całkowita energia|||||celková energia|celková energie',
  'energy heating':
    'Energie Heizen||Avgiven energi värme|energia na ogrzewanie|||ısıtma enerjisi|energia vykurovania|energetické vykurovanie|energie pro vytápění',
  'gas meter': 'Gaszähler||Gasförbrukning varmvatten|licznik gazu|||||počítadlo plynu|počítadlo plynu',
  'turn on/off':
    'Durchlauferhitzer aktiv|zet aan/uit|på/av|system przygotowywania|Varmtvann active|ecs activée|aç/kapa|commuta on/off|zapnúť/vypnúť|zapnout/vypnout',
  'set temperature':
    'Solltemperatur|Streeftemperatuut|Börtemperatur|temperatura zadana|innstilt temperatur|régler température|hedef sıcaklık|imposta temperatura|nastavená teplota|nastavená teplota',
  'selected temperature':
    'gewählte Temperatur|Geselecteerd temperatuur|Vald Temperatur|temperatura wyższa/komfort|valgt temperatur|température sélectionnée|seçili sıcaklık|temperatura selezionata|zvolená teplota|nastavená teplota',
  'selected lower temperature':
    'ausgewählte untere Temperatur|Onderste streeftemperatuur|Vald lägstatemperatur|temperatura niższa/eko|valgt nedre temperatur|température basse sélectionnée|seçili düşük sıcaklık|bassa temperatura selezionata|zvolená nižšia teplota|redukovaná teplota',
  'selected temperature for off':
    'ausgewählte Temperatur bei AUS|Streeftemperatuur bij UIT|Vald temperatur för AV|temperatura gdy grzanie wyłączone|valgt tempereatur for av|température sélectionnée pour arrêt|kapanma için seçili sıcaklık|temperatura selezionata per spegnimento|zvolená teplota pre vypnutie|teplota pro vypnutí',
  'single charge temperature':
    'Einmalladungstemperatur|Streeftemperatuur enkele lading|Temperatur Engångsladdning|temperatura dodatkowej ciepłej wody|temp engangsoppvarming|température charge unique|tek şarj sıcaklığı|temperatura singolaa carica|teplota na jedno nabitie|teplota jednorázového nabíjení',
  type: 'Typ||Typ|typ|||tip|tipo|typ|typ',
  comfort: 'Komfort||Komfort|komfort|komfort||konfor||komfortný|komfort',
  'flow temperature offset':
    'Anhebung Vorlauftemperatur|Aanvoertemperatuur offset|Flödestemperatur förskjutning|korekta temperatury wypływu|turtemperaturforskyvning|offset température flux|akış sıcaklığı artışı|aumento della temperatura di ritorno|Posun teploty prívodu|kompenzace teploty přívodu',
  'max power':
    'max. Leistung|Maximaal vermogen|Max. Effekt|moc. maksymalna|maks. effekt|puissance max.|maksimum güç|potenza massima|maximálny výkon|maximální výkon',
  'maximum temperature':
    'maximale Temperatur|maximale temperatuur|maximal Temperatur|temperatura maksymalna|maksimal temperatur|température max|maksimum sıcaklık|temperatura massima|maximálna teplota|maximální teplota',
  'circulation pump available':
    'Zirkulationspumpe vorhanden|Circulatiepomp aanwezig|Cirkulationspump tillgänglig|pompa cyrkulacji zainstalowana|sirkulasjonspumpe tilgjengelig|pompe circulation disponible|sikülasyon pompası müsait|pompa circolazione disponibile|dostupné obehové čerpadlo|oběhové čerpadlo k dispozici',
  'charging type':
    'Speicherladungstyp|Buffer laadtype|Laddningstyp|sposób grzania zasobnika|varmetype|type chargement|şarj tipi|tipo caricamento|typ nabíjania|typ nabíjení',
  'disinfection temperature':
    'Desinfektionstemperatur|Desinfectietemperatuur|Desinfektionstemperatur|temperatura dezynfekcji termicznej|desinfeksjonstemperatur|température désinfection|dezenfeksiyon sıcaklığı|temperatura disinfezione|teplota dezinfekcie|dezinfekční teplota',
  'circulation pump mode':
    'Zirkulationspumpenmodus|Modus circulatiepomp|Läge Cirkulationspump|tryb pracy cyrkulacji|sikulasjonspumpemodus|mode pompe circulation|sirkülasyon pompa modu|modalità pompa circolazione|režim obehového čerpadla|režim oběhového čerpadla',
  'circulation active':
    'Zirkulation aktiv|Circulatiepomp actief|Cirkulation aktiv|pompa cyrkulacji|sirkulasjon aktiv||sirkülasyon devrede|circolazione attiva|obeh aktívny|oběh aktivní',
  'current intern temperature':
    'aktuelle interne Temperatur|Huidige interne temperatuur|Intern Temperatur|temperatura zasobnika|gjeldende intern temperatur|température interne actuelle|güncel iç sıcaklık|temperatura interna attuale|aktuálna vnútorná teplota|aktuální vnitřní teplota',
  'current extern temperature':
    'aktuelle externe Temperatur|Huidige externe temperatuur|Extern Temperatur|temperatura wypływu|gjeldende ekstern temperaur|température externe actuelle|güncel dış sıcaklık|temperatura esterna attuale|aktuálna vonkajšia teplota|aktuální venkovní teplota',
  'current tap water flow':
    "aktueller Durchfluss|Hudige warmwater doorstroming|Aktuellt tappvattenflöde|aktualny przepływ|gjeldende tappevannshastighet|débit actuel eau robinet|güncel musluk suyu akışı|portata corrente dell'acqua del rubinetto|aktuálny prietok vody z vodovodu|aktuální průtok TUV",
  'storage intern temperature':
    'interne Speichertemperatur|Interne buffertemperatuur|Beredare Intern Temperatur|temperatura wewnątrz zasobnika|intern temperatur bereder|température interne stockage|depo iç sıcaklığı|temperatura di conservazione interna|interná teplota skladovania|vnitřní teplota zásobníku',
  'storage extern temperature':
    'externe Speichertemperatur|Externe buffertemperatuur|Beredare Extern Temperatur|temperatura na wyjściu zasobnika|ekstern temperatur bereder|température externe stockage|depo dış sıcaklığı|temperatura di conservazione esterna|vonkajšia teplota skladovania|venkovní teplota zásobníku',
  activated: 'aktiviert|geactiveerd|Aktiverad|system przygotowywania c.w.u.|aktivert|activé|devreye girdi|attivato|aktivovaný|aktivováno',
  'one time charging':
    'Einmalladung|Buffer eenmalig laden|Engångsladdning|jednorazowa dodatkowa ciepła woda|engangsoppvarming|charge unique|tek seferlik doldurma|carica singola|jednorazové nabíjanie|jednorázové nabíjení',
  disinfecting: 'Desinfizieren|desinfecteren|Desinficerar|dezynfekcja termiczna|desinfisering|désinfection|dezenfeksiyon|disinfezione|dezinfekcia|dezinfekce',
  charging: 'Laden|Laden|Värmer|grzanie|varmer|chargement|dolduruluyor|caricamento|nabíjanie|nabíjení',
  recharging: 'Nachladen|herladen|Laddar om|ponowne grzanie|varm på nytt|en recharge|tekrar dolduruluyor|in ricarica|nabíjanie|dobíjení',
  'temperature ok':
    'Temperatur ok|Temperatuur OK|Temperatur OK|temperatura OK|temperatur ok!|température ok|sıcaklık tamam|Temperatura OK|teplota ok|teplota v pořádku',
  active: 'aktiv|Actief|Aktiv|aktywna|aktiv|actif|devrede|attivo|aktívny|aktivní',
  '3-way valve active':
    '3-Wege-Ventil aktiv|3-wegklep actief|Trevägsventil aktiv|zawór 3-drogowy aktywny|aktiv trevisventil|vanne 3 voies active|3 yollu vana|valvola 3-vie|3-cestný ventil aktívny|aktivní 3-cestný ventil',
  'set pump power':
    'Soll Pumpenleistung|Streefwaarde pompvermogen|Vald pumpeffekt|ustawione wysterowanie pompy|valgt pumpeeffekt|régler puissance pompe|ayarlı pompa gücü|imposta potenza pompa|nastaviť výkon čerpadla',
  'mixer temperature':
    'Mischertemperatur|Mixertemperatuur|Blandningsventil tempertur|temperatura mieszacza|temperatur blandeventil|température mélangeur|karıştırıcı sıcaklığı|temperatura miscelatore|teplota mixéra|teplota směšovače',
  'cylinder middle temperature (TS3)':
    'Speichertemperatur Mitte|Buffer temperatuur midden|Cylinder Temperatur Mitten (TS3)|temperatura środka cylindra (TS3)|vanntank midten temperatur (TS3)|température moyenne ballon (TS3)|Silindir orta sıcaklığı|temperatura centrale accumulo (TS3)|stredná teplota valca (TS3)|teplota středu zásobníku (TS3)',
  starts: 'Anzahl Starts|Aantal starts|Antal starter|liczba załączeń|antall starter|démarrages|başlıyor|avvii|Počet štartov|Počet startů',
  'active time': 'aktive Zeit|Actieve tijd|Aktiv Tid|czas aktywności|driftstid|temps actif|aktif zaman|tempo attivo|aktívny čas|aktivní čas',
  'charge optimization':
    'Ladungsoptimierung|laadoptimalisatie|Laddningsoptimering|optymalizacja grzania|oppvarmingsoptimalisering|optimisation charge|dolum optimizasyonu|ottimizzazione carica|optimalizácia poplatkov|optimalizace nabíjení',
  energy: 'Energie||Avgiven energi varmvatten|energia|||sıcak kullanım suyu enerjisi||energia|energie',
  'relative air humidity':
    'relative Luftfeuchte|Relatieve luchtvochtigheid|Relativ Luftfuktighet|wilgotność względna w pomieszczeniu|luftfuktighet|humidité relative air|havadaki bağıl nem|umidità relativa aria|relatívna vlhkosť vzduchu|relativní vlhkost vzduchu',
  'dew point temperature':
    'Taupunkttemperatur|Dauwpunttemperatuur|Daggpunkt|punkt rosy w pomieszczeniu|duggtemperatur|température point rosée|çiğ noktası sıcaklığı|temperatura del punto di rugiada|teplota rosného bodu|teplota rosného bodu',
  'system return temperature':
    'Systemrücklauftemperatur|Systeem retourtemperatuur|Systemreturtemperatur|temperatura powrotu z systemu|systemreturtemperatur|température retour système|sistem dönüş sıcaklığı|temperatura di ritorno impianto|teplota spiatočky systému|teplota zpátečky systému',
  'drain pan temp (TA4)':
    'Kondensatorwanne (TA4)|Temperatuur condensorafvoerbak (TA4)|(TA4)|temperatura ociekacza (TA4)|kondenstråg temperatur (TA4)|(TA4)|tahliye sıcaklığı (TA4)|temperatura condensatore (TA4)|teplota vypúšťacej misky (TA4)|teplota odvodňovací vany (TA4)',
  'compressor power output':
    'Kompressorleistung|Compressorvermogen|Kompressoreffekt|moc wyjściowa sprężarki|kompressoreffekt|puissance de sortie compresseur|ısı pompası güç çıkışı|potenza uscita compressore|výkon kompresora|výstupní výkon kompresoru',
  'compressor current power': 'akt. Kompressorleistung||Kompressoreffekt||||||aktuálny výkon kompresoru|aktuální výkon kompresoru',
  'power limit': 'Leistungsgrenze||Begränsning kompressoreffekt||||||obmedzenie výkonu|omezení výkonu',
  'low noise mode':
    'Geräuscharmer Betrieb|Stil bedrijf|Tyst drift|tryb cichy|stillemodus|mode faible bruit|düşük ses modu|modalità a basso rumore|režim nízkej hlučnosti|režim nízkého hluku',
  'low noise starttime':
    'Start geräuscharmer Betrieb|Start stil bedrijf|Tyst drift starttid|początek trybu cichego|stille modu starttid|heure démarrage faible bruit|düşük ses başlangıç|ora di avvio a basso rumore|nízka hlučnosť spustenia|čas začátku nízkého hluku',
  'low noise stoptime':
    'Stopp geräuscharmer Betrieb|Stop stil bedrijf|Tyst drift stopptid|koniec trybu cichego|stille modus stopptid|heure arrêt faible bruit|düşük ses bitiş|ora di arresto funzionamento silenzioso|doba zastavenia s nízkou hlučnosťou|čas konce nízkého hluku',
  'energy price gas':
    'Energiepreis Gas|Energieprijs gas|Gaspris|cena energii z gazu|energipris gass|prix énergie gaz|gaz enerjisi fiyatı|prezzo energia gas|cena energie plyn|cena energie plyn',
  'energy price electric':
    'Energiepreis Eletrizität|energieprijs electriciteit|Elpris|cena energii elektrycznej|strømpris|prix énergie électrique|elektrik enerjisi fiyatı|prezzo energia elettrica|cena elektrickej energie|cena energie elektřina',
  'air purge mode':
    'Luftspülung|Luchtzuivering|Luftreningsläge|tryb oczyszczania powietrza|luftsrensningsmodus|mode purge air|hava temizleme modu|modalita spurgo aria|režim čistenia vzduchu|režim odvzdušnění',
  'cooling circuit':
    'Kühlkreislauf|Koelcircuit|Kylkrets|obwód chłodzący|kjølekrets|circuit refroidissement|soğutma devresi|circuito raffreddante|chladiaci okruh|chlazení okruhu',
  'compressor start modulation':
    'Kompressorstartmodulation|Beginvermogen compressor|Kompressor startmodulering|początkowa modulacja sprężarki|kompressor startmodulering|modulation démarrage compresseur|kazan başlangıç modülasyonu|avvio modulazione compressore|modulácia štartu kompresora|modulace startu kompresoru',
  'heat drain pan':
    'Wärmeausgleichsgefäß|Vereffeningsvat|Uppvärm. dränering|zbiornik wyrównawczy ciepła|oppvarming drenering|bac récupération chaleur|ısı tahliye tablası|serbatoio scarico condensa|odkvapkávacia nádoba na teplo|ohřev odtokové pánve',
  'heating cable': 'Heizband||värmekabel|przewód grzejny|varmekabel|câble chauffant|ısıtma kablosu|cavo riscaldante|vykurovací kábel|topný kabel',
  'meter total': 'Gesamtmessung||Förbrukad energi totalt|licznik całkowity|||||počítadlo celkom|počítadlo celkem',
  'flow temperature (TC1)':
    'Vorlauftemperatur HK (TC1)|Aanvoertemperatuut circuit (TC1)|Flödestemperatur (TC1)|temperatura zasilania (TC1)|turtemperatur (TC1)|température flux (TC1)|akış sıcaklığı (TC1)|temperatura di mandata (TC1)|teplota prívodu (TC1)|teplota přívodu (TC1)',
  'mixing valve actuator (VC1)':
    'Mischerventilposition (VC1)|positie mixerklep (VC1)|Shuntventil Status (VC1)|siłownik zaworu mieszającego (VC1)|shuntventil status (VC1)|actionnement vanne mélangeur (VC1)|karışım vanası aktüatörü (VC1)|posizione valvola miscela (VC1)|pohon zmiešavacieho ventilu (VC1)|pohon směšovacího ventilu (VC1)',
  'setpoint flow temperature':
    'Sollwert Vorlauftemperatur|Streefwaarde aanvoertemperatuur|Vald flödestemperatur|zadana temperatura zasilania|valgt turtemperatur|consigne température flux|akış sıcaklığı ayarı|Setpoint temperatura di mandata|požadovaná hodnota výstupnej teploty|cílová teplota vstupní vody',
  'pump status (PC1)':
    'Pumpenstatus HK (PC1)|pompstatus circuit (PC1)|Pumpstatus (PC1)|status pompy (PC1)|pumpestatus (PC1)|état pompe (PC1)|pompa durumu (PC1)|stato pompa (PC1)|stav čerpadla (PC1)|stav čerpadla (PC1)',
  'time to set valve':
    'Zeit zum einstellen des Ventils|Inschakeltijd mengklep|Inställningstid Shuntventil|czas na ustawienie zaworu|instillningstid ventil|délai activation vanne|vana ayar zamanı|ritardo attivazione valvola|čas na nastavenie ventilu|čas pro nastavení ventilu',
  'collector temperature (TS1)':
    'Kollektortemperatur (TS1)|Collectortemperatuur (TS1)|Kollektor Temperatur (TS1)|temperatura kolektora (TS1)|kollektor temperatur (TS1)|température collecteur (TS1)|kollektör sıcaklığı (TS1)|temperatura collettore (TS1)|teplota kolektora (TS1)|teplota kolektoru (TS1)',
  'cylinder bottom temperature (TS2)':
    'Speicherbodentemperatur (TS2)|Bodemtemperatuur zonneboiler (TS2)|Cylindertemperatur Botten (TS2)|temperatura na spodzie zasobnika (TS2)|beredertemp i bunn (TS2)|température fond de cylindre (TS2)|alt depolama sıcaklığıc(TS2)|temperatura inferiore accumulo (TS2)|teplota dna valca (TS2)|teplota dna válce (TS2)',
  'pump (PS1)':
    'Pumpe (PS1)|Pomp (PS1)|Pump (PS1)|pompa solarna (PS1)|solpumpe (PS1)|pompe solaire (PS1)|pompa (PS1)|pompa solare (PS1)|čerpadlo (PS1)|čerpadlo (PS1)',
  'pump modulation (PS1)':
    'Pumpenmodulation (PS1)|Pompmodulatie (PS1)|Pumpmodulering (PS1)|modulacja pompy solarnej (PS1)|solpumpmodulering (PS1)|modulation pompe (PS1)|pompa modülasyonu (PS1)|modulazione pompa (PS1)|modulácia čerpadla (PS1)|modulace čerpadla (PS1)',
  'minimum pump modulation':
    'minimale Pumpenmodulation|Minimale pompmodulatie|Min Pumpmodulering|minimalna modulacja pompy|minimum pumpmodulering|modulation minimale pompe|minimum pompa modülasyonu|modulazione minima pompa|minimálna modulácia čerpadla|minimální modulace čerpadla',
  'pump turn on difference':
    'Einschalthysterese Pumpe|Inschakelhysterese pomp|Aktiveringshysteres Pump|histereza załączenia pompy|slå på hysteresepumpe|différence activation pompe|pompa devreye alma farkı|isteresi di accensione pompa|rozdiel v zapnutí čerpadla|rozdíl pro zapnutí čerpadla',
  'pump turn off difference':
    'Ausschalthysterese Pumpe|Uitschakelhysterese pomp|Avslagshysteres Pump|histereza włączenia pompy|slå av hysteresepumpe|différence arrêt pompe|pompa kapama farkı|isteresi di spegnimento pompa|rozdiel vypnutia čerpadla|rozdíl pro vypnutí čerpadla',
  'pump working time':
    'Pumpenlaufzeit|Pomplooptijd|Pump Drifttid|czas pracy pompy|driftstid pumpe|durée fonctionnement pompe|pompa çalışma süresi|tempo funzionamento pompa|pracovný čas čerpadla|pracovní doba čerpadla',
  'maximum cylinder temperature':
    'maximale Speichertemperatur|maximale temperatuur zonneboiler|Max Cylindertemperatur|maksymalna temperatura zasobnika|maks beredertemperatur|température max. cylindre|maksimum silindir sıcaklığı|temperatura massima vaso accumulo|maximálna teplota valca|maximální teplota válce',
  'collector shutdown':
    'Kollektorabschaltung|Collector afschakeling|Kollektor Avstängning|wyłączenie kolektora|kollektor stengt|arrêt collecteur|kollektör kapalı|spegnimento del collettore|vypnutie kolektora|vypnutí kolektoru',
  'maximum collector temperature':
    'maximale Kollektortemperatur|Maximale collectortemperatuur|Max. Kollektortemperatur|maksymalna temperatura kolektora|maks kollektortemperatur|température max. collecteur|maksimum kollektör sıcaklığı|temperatura massima scambiatore calore|maximálna teplota kolektora|maximální teplota kolektoru',
  'minimum collector temperature':
    'minimale Kollektortemperatur|Minimale collectortemperatuur|Min. Kollektortemperatur|minimalna temperatura kolektora|min. kollektortemperatur|température min. collecteur|minimum kollektör sıcaklığı|temperatura minima scambiatore calore|minimálna teplota kolektora|minimální teplota kolektoru',
  'energy last hour':
    'Energie letzte Std|Energie laatste uur|Energi Senaste Timmen|energia w ciągu ostatniej godziny|energi siste time|énergie dernière heure|son saat enerji|Eenergia ultima ora|energia za poslednú hodinu|energie za poslední hodinu',
  'total energy today':
    "Energie heute|Energie vandaag|Total Energi Idag|energia całkowita dzisiaj|total energi i dag|énergie totale aujourd'hui|bugün toplam enerji|totale energia giornaliera|celková energia dnes|celková energie dnes",
  'heattransfer system':
    'Wärmeübertragungssystem|Warmteoverdrachtssysteem|Värmeöverföringssystem|system wymiany ciepła|varmeoverføringssystem|système de transfert de chaleur|ıs transfer sistemi|sistema di trasferimento del calore|systém prenosu tepla|systém přenosu tepla',
  'external cylinder':
    'Externer Speicher|Externe boiler|Extern Cylinder|zbiornik zewnętrzny|ekstern bereder|cylindre externe|dış silindir|vaso accumulo esterno|vonkajší valec|vnější válec',
  'thermal disinfection':
    'Thermische Desinfektion|Thermische desinfectie|Termisk Desinfektion|dezynfekcja termiczna|termisk desinfeksjon|désinfection thermique|ısıl temizlik|disinfezione termica|tepelná dezinfekcia|teplotní dezinfekce',
  heatmetering:
    'Wärmemessung|warmtemeting|Värmemätning|pomiar ciepła|varmemåling|mesure de chaleur|ısı ölçümü|misurazione del calore|meranie tepla|měření tepla',
  'solarmodule enabled':
    'Solarmodul aktiviert|Solarmodule geactiveerd|Solmodul Aktiverad|system solarny|solmodul aktivert|module solaire activé|güneş modu etkinleştirildi|modulo solare attivato|solárny modul povolený|solární modul povolen',
  'pump kick':
    'Röhrenkollektorfunktion|Modus buizencollector|Sol Kollektorfunktion|wspomaganie startu pompy|solkllektorfunksjon|démarrage boost pompe solaire|pompa zorunlu çalıştırma|avvio forzato pompa|kopnutie pumpy',
  'plain water mode':
    'Südeuropafunktion|Modus Zuid-Europa|Sydeuropa-funktion|tylko woda (dla Europy Południowej)|vanlig vannmodus|mode eau ordinaire|sadece su modu|modalità acqua normale|režim čistej vody|režim čisté vody',
  'climate zone': 'Klimazone|klimaatzone|Klimatzon|strefa klimatyczna|klimasone|zone de climat|iklim alanı|zona clima|klimatická zóna|klimatická zóna',
  'collector 1 area':
    'Kollektorfläche 1|oppervlakte collector 1|Kollektor 1 Area|powierzchnia kolektora 1|kollektor 1 område|zone collecteur 1|kollektör 1 alan|area collettore 1|oblasť kolektora 1|plocha kolektoru 1',
  'date/time': 'Datum/Zeit|Datum/Tijd|Datum/Tid|data i godzina|dato/tid|date/heure|zaman/saat|Data/Ora|dátum/čas|datum/čas',
  'error code': 'Fehlercode|Foutmeldingscode|Felkod|kod błędu|feikode|code erreur|hata kodu|codice errore|error kód|chybový kód',
  'damped outdoor temperature':
    'Gedämpfte Außentemperatur|Gedempte buitentemperatuur|Utomhustemperatur dämpad|tłumiona temperatura zewnętrzna|dempet utetemperatur|température extérieure amortie|sönümlenmiş dış sıcaklık|temperatura esterna smorzata|tlmená vonkajšia teplota|tlumená venkovní teplota',
  'room temperature from remote':
    'Raumtemperatur Remote|Ruimtetemperatuur van afstandsbediening|Rumstemperatur från fjärr|temperatura w pomieszczeniu (z termostatu)|romstemperatur fra fjernbetjening|température pièce depuis télécommande|uzaktan oda sıcaklığı|temperatura ambiente da remoto|izbová teplota z diaľkového ovládania|teplota místnosti z dálkového ovladače',
  'building type': 'Gebäudetyp|Type gebouw|Byggnadstyp|typ budynku|bygningstype|type bâtiment|bina tipi|tipo di edificio|typ budovy|typ budovy',
  'minimal external temperature':
    'Min. Außentemperatur|Min. buitentemperatuur|Min Extern Temperatur|minimalna miejscowa temperatura zewnętrzna|minimal eksterntemperatur|température extérieure minimale|en düşük sış sıcaklık|temperatura esterna minima|minimálna vonkajšia teplota|minimální venkovní teplota',
  'internal temperature offset':
    'Korrektur interner Temperatur|Offset interne temperatuur|Korrigering interntemperatur|korekta temperatury w pomieszczeniu|Korrigering interntemperatur|offset température interne|iç sıcaklık artışı|scostamento della temperatura interna|odchýlka vnútornej teploty|kompenzace vnitřní teploty',
  'damping outdoor temperature':
    'Dämpfung der Außentemperatur|Demping buitentemperatuur|Utomhustemperatur dämpning|tłumienie temperatury zewnętrznej|demping av utetemperatur|température extérieure minimale|dış sıcaklığın sönümlenmesi|smorzamento della temperatura esterna|tlmenie vonkajšej teploty|tlumení venkovní teploty',
  'floor drying':
    'Estrichtrocknung|Vloerdroogprogramma|Golvtorkning|suszenie jastrychu|gulvtørkeprogram|séchage sol|yerden ısıtma|asciugatura pavimento|sušenie podlahy|sušení podlahy',
  'floor drying temperature':
    'Estrichtrocknungstemperatur|Temperatuur vloerdroogprogramma|Golvtorkning Temperatur|temperatura suszenia jastrychu|gulvtørketemperatur|température séchage sol|yerden ısıtma sıcaklığı|Temperatura asciugatura pavimento|teplota sušenia podlahy|teplota sušení podlah',
  'hybrid control strategy':
    'Hybrid-Steuerungsstrategie|Hybride strategie|Hybrid kontrollstrategi|strategia sterowania hybrydowego|hybrid kontrollstrategi|stratégie contrôle hybride|hibrit kontrol stratejisi|strategia comtrollo ibrido|hybridná stratégia riadenia|strategie hybridního řízení',
  'outside switchover temperature':
    'Außentemperatur für Umschaltung|Schakeltemperatuur buitentemperatuur|Utomhus Omställningstemperatur|zewnętrzna temperatura przełączania|utendørstemp styring|basculement par température extérieure|geçiş için dış sıcaklık|temperatura esterna per commutazione|vonkajšia prepínacia teplota|teplota přepnutí venku',
  'energy cost ratio':
    'Energie-/Kostenverhältnis|Energiekostenratio|Energi/Kostnads-förhållande|współczynnik energia/koszt|energi/kostnads forhold|ratio coût énergie|enerji maliyet oranı|rapporto energia/costo|pomer nákladov na energiu|poměr nákladů na energii',
  'fossile energy factor':
    'Energiefaktor Fossil|Energiefactor fossiele brandstof|Faktor fossilenergi|udział energii z paliw kopalnych|energifaktor fossilenergi|facteur énergie fossile|fosil yakıt faktörü|fattore energia fossile|faktor fosílnej energie|faktor fosilní energie',
  'electric energy factor':
    'Energiefaktor elektrisch|Energiefactor electrisch|Faktor elenergi|udział energii elektrycznej|elektrisk energifaktor|facteur énergie électrique|elektrik enerjisi faktörü|fattore energia elettrica|faktor elektrickej energie|faktor elektrické energie',
  'delay boiler support':
    'Verzögerungsoption|Vertragingsoptie|Fördröjningsoption|opcja opóźnienia|Fördörjningsoption|option retardement chaudière|kazan desteğini ötele|opzione ritardo caldaia|oneskorená podpora kotla|zpoždění podpory kotle',
  'temp diff boiler support':
    'Temperaturdifferenzoption|Verschiltemperatuuroptie|Temperaturskillnadsoption|opcja różnicy temperatur|temperatursforskjell kjele|option différence température|sıcaklık farkı kazan desteği|opzione differenza temperatura|možnosť rozdielu teplôt|teplotní rozdíl pro podporu kotle',
  'raise heating with PV':
    'Anhebung Heizen mit PV|Verwarmen met PV activeren|Höj värmen med solpanel|podwyższenie grzania z PV|heve varmen med solpanel||ısıtmayı G.E. İle yükselt|Aumentare il riscaldamento con il solare|zvýšiť kúrenie s FV|zvýšení vytápění s FV',
  'lower cooling with PV':
    'Absenkung Kühlen mit PV|Verlagen koeling met PV activeren|Sänk kylning med solpanel|obniżenie chłodzenia z PV|nedre kjøling solpanel||soğutmayı G.E. İle düşür|Riduzione del raffreddamento con il solare|nižšie chladenie s PV|snížení chlazení s FV',
  absent: 'Abwesend||Frånvarande||||||chýbajúci|chybějící',
  'heating PID':
    'Heizungs-PID|PID verwarming|Uppvärmning PID|PID ogrzewania|oppvarmings PID|PID chauffage|PID ısınıyor|PID-riscaldamento|PID kúrenia|PID regulace vytápění',
  'preheating in the clock program':
    'Vorheizen im Zeitprogramm|Voorverwarming in het klokprogramma|Förvärmning i tidsprogram|podgrzewanie w programie czasowym|forvarming i tidsprogram|préchauffage dans programme horloge|saat programında ön ısıtma|preriscaldamento nel programma orologio|predohrev v programe hodín|předehřev v programovaném režimu',
  'selected room temperature':
    'gewählte Raumtemperatur|Streeftemperatuur kamer|Vald Rumstemperatur|zadana temperatura w pomieszczeniu|valgt rumstemperatur|température ambiante sélectionnée|seçili oda sıcaklığı|temperatura ambiente selezionata|zvolená izbová teplota|zvolená teplota místnosti',
  'current room temperature':
    'aktuelle Raumtemperatur|Huidige kamertemperatuur|Aktuell Rumstemperatur|temperatura w pomieszczeniu|gjeldende romstemperatur|température ambiante actuelle|güncel oda sıcaklığı|temperatura ambiente attuale|aktuálna izbová teplota|aktuální teplota místnosti',
  mode: 'Modus|Modus|Läge|tryb pracy|modus||mod|modalità|režim',
  'mode type': 'Modustyp|Type modus|Typ av läge|aktualny tryb pracy|modusrype|type mode|mod tipi|tipo di modalita|typ režimu|typ režimu',
  'eco temperature':
    'eco Temperatur|Temperatuur eco|Eko-temperatur|temperatura w trybie eko|øko temperatur|température éco|eko sıcaklık|Temperatura eco|eko teplota|eko teplota',
  'manual temperature':
    'manuelle Temperatur|Temperatuur handmatig|Temperatur Manuell|temperatura ustawiona ręcznie|manuell temperatur|température manuelle|manuel sıcaklık|temperatura manuale|manuálna teplota|manuální teplota',
  'comfort temperature':
    'Komforttemperatur|Comforttemperatuur|Komforttemperatur|temperatura w trybie komfort|komforttemperatur|température confort|konfor sıcaklığı|temperatura comfort|komfortná teplota|komfortní teplota',
  'summer temperature':
    'Sommertemperatur|Zomertemperatuur|Sommartemperatur|temperatura przełączania lato/zima|Sommertemperatur|température été|yaz sıcaklığı|temperatura estiva|letná teplota|letní teplota',
  'design temperature':
    'Auslegungstemperatur|Ontwerptemperatuur|Design-temperatur|temperatura projektowa|designtemperatur|température conception|özel sıcaklık|temperatura predefinita|návrhová teplota|dimenzovaná teplota',
  'offset temperature':
    'Temperaturanhebung|Temperatuur offset|Temperaturkorrigering|korekta temperatury|temperaturkorrigering|température offset|artış sıcaklığı|aumento della temperatura|offsetová teplota|offset teploty',
  'min flow temperature':
    'min. Vorlauftemperatur|Minimale aanvoertemperatuur|Min. Flödestemperatur|minimalna temperatura zasilania|min. turtemperatur|température min. flux|minimun akış sıcaklığı|temperatura minima di mandata|min. výstupná teplota|vytápění minimální teplota',
  'max flow temperature':
    'max. Vorlauftemperatur|Maximale aanvoertemperatuur|Max. Flödestemperatur|maksymalna temperatura zasilania|maks turtemperatur|température max flux|maksimum akış sıcaklığı|temperatura massima di mandata|maximálna teplota prívodu|vytápění maximální teplota',
  'room influence':
    'Raumeinfluss|Ruimteinvloed|Rumspåverkan|wpływ pomieszczenia|rominnflytelse|influence pièce|oda etkisi|influenza della camera|vplyv miestnosti|vliv prostoru',
  'room influence factor':
    "Raumeinflussfaktor|Factor ruimteinvloed|Rumspåverkansfaktor|współczynnik wpływu pomieszczenia|rominnflytelsesfaktor|facteur d'influence pièce|oda etkisi faktörü|fattore influenza camera|faktor vplyvu miestnosti|ofset teploty prostoru",
  'current room influence':
    'aktueller Raumeinfluss|Huidige ruimteinvloed|Aktuell Rumspåverkan|aktualny wpływ pomieszczenia|gjeldende rominnflytelse|influence actuelle pièce|güncel oda etkisi|fattore corrente influenza camera|aktuálny vplyv miestnosti|aktuální vliv místnosti',
  'nofrost mode':
    'Frostschutzmodus|Vorstbeveiligingsmodus|Frostskyddsläge|temperatura wiodąca dla ochrony przed zamarzaniem|frostbeskyttelsesmodus|mode protection gel|donma koruması modu|Modalità protezione antigelo|nofrost režim|režim proti zamrznutí',
  'nofrost temperature':
    'Frostschutztemperatur|Temperatuur vorstbeveiliging|Temperatur Frostskydd|temperatura ochrony przed zamarzaniem|frostbeskyttelsestemperatur|température protection gel|donma koruması sıcaklığı|temperatura protezione antigelo|nofrost teplota|teplota proti zamrznutí',
  'target flow temperature':
    'berechnete Vorlauftemperatur|Berekende aanvoertemperatuur|Målvärde Flödestemperatur|zadana temperatura zasilania|målverdi turtemperatur|température cible flux|hedef akış sıcaklığı|temperatura di mandata calcolata|cieľová teplota prívodu|cílová teplota přívodu',
  'heating type':
    'Heizungstyp|Verwarmingstype|Värmesystem|system grzewczy|varmesystem|type chauffage|ısıtma tipi|tipo riscaldamento|typ vykurovania|typ vytápění',
  'set summer mode':
    'Einstellung Sommerbetrieb|Instelling zomerbedrijf|Aktivera Sommarläge|tryb lato/zima|aktiver sommermodus|activer mode été|yaz modu ayarı|Impostazione della modalità estiva|nastaviť letný režim|nastavit letní režim',
  'heatpump operating mode':
    'WP Betriebsmodus|Bedrijfsmodus warmtepomp|Värmepump Driftläge|tryb pracy pompy ciepła|driftsmodus varmepumpe|mode fonctionnement pompe à chaleur|ısı pompası çalışma modu|Modalità di funzionamento della pompa di calore|prevádzkový režim tepelného čerpadla|provozní režim tepelného čerpadla',
  'summer mode': 'Sommerbetrieb|Zomerbedrijf|Sommarläge|aktualny tryb lato/zima|sommermodus|mode été|yaz modu|funzionamento estivo|letný režim|letní režim',
  'heatpump operating state':
    'WP Betriebszustand|Huidige modus warmtepomp|Värmepump drifttillstånd|aktualny tryb pracy pompy ciepła|driftstatus varmepumpe|état fonctionnement pompe à chaleur|ısı pompası çalışma durumu|stato funzionamento pompa di calore|prevádzkový stav tepelného čerpadla|stav provozu tepelného čerpadla',
  'control mode':
    'Steuermodus|Comtrolemodus|Kontrolläge|tryb sterowania|kontrollmodus|mode régulation|kontrol modu|modalità di controllo|kontrolný režim|způsob regulace',
  program: 'Programmmodus|Programma|Program|||programme||Programma',
  'temporary set temperature automode':
    'temporäre Solltemperatur Automatikmodus|Streeftemperatuur automodus tijdelijk|Temporär Aktivering av Auto-läge|zadana temperatura w pomieszczeniu w trybie \\"auto\\" (tymczasowa)|temporær valgt temp i automodus|température temporaire mode automatique|geçici ayarlı sıcaklık otomatik mod|impostare temporaneamente temperatura automatica|automatický režim dočasnej nastavenej teploty|dočasné nastavení teploty v automatickém režimu',
  'fast heatup':
    'schnelles Aufheizen|Snel opwarmen|Snabb Uppvärmning|szybkie nagrzewanie|rask oppvarming|chauffage rapide|hızlı ısıtma|riscaldamento rapido|rýchle zahriatie|rychlé předehřátí',
  'switch-on optimization':
    "Einschaltoptimierung|Inschakeloptimalisering|Växlingsoptimering|optymalizacja załączania|slå på optimalisering|optimisation mise en marche|optimizasyonu aç|ottimizzazione all'accensione|optimalizácia pri zapnutí|optim. zapínání čas.prog.",
  'reduce mode':
    'Absenkmodus|Gereduceerde modus|Reducerat Läge|tryb zredukowany/obniżony|redusert modus|mode réduction|düşürme modu|modalità assente|znížený režim|redukční režim',
  'no reduce below temperature':
    'Durchheizen unter|Reduceermodus onderbreken onder|Inaktivera reducering under|bez redukcji poniżej temperatury|inaktiver redusert nedre temp|pas de réduction en dessous température|bu sıcaklığın altına düşürme|non ridurre temperatura sotto|žiadne zníženie teploty pod teplotu|nesnižovat pod teplotu',
  'off/reduce switch temperature':
    'Absenkmodus unter|Onderste afschakeltemperatuur|Avslag/Reducera under|tryb zredukowany poniżej temperatury|nedre avstengningstemperatur|arrêt/réduction température bascule|sıcaklık kapama/düşürme modu|interruttore riduzione temperatura|vypnúť/znížiť teplotu spínača|teplota přepnutí na redukci/vypnutí',
  'hp cooling':
    'WP Kühlen|WP koelbedrijf|VP Kyla|pompa ciepła, chłodzenie|vp kjøling|hp soğuyor|raffreddamento pompa calore|chladenie TČ|chlazení tepelného čerpadla',
  'cooling on': 'Kühlung an|koelbedrijf|Kyla|chłodzenie włączone|kjøling|refroidissement|soğutma||chladenie|chlazení zapnuto',
  'HP Mode': 'WP-Modus|Modus warmtepomp|Värmepumpsläge|tryb pracy pompy ciepła|||yüksek güç modu|Modalità Termopompa|Režim TČ|režim tepelného čerpadla',
  'dew point offset':
    'Taupunktdifferenz|Offset dauwpunt|Daggpunktsförskjutning|przesunięcie punktu rosy|||çiğ noktası göreli|differenza del punto di rugiada|posun rosného bodu|offset rosného bodu',
  'room temp difference':
    'Raumtemperaturdifferenz|Verschiltemperatuur kamertemp|Rumstemperaturskillnad|różnica temp. pomieszczenia|||oda sıcaklığı farkı|differenza temperatura ambiente|rozdiel izbovej teploty|rozdíl teploty místnosti',
  'HP min. flow temp.':
    'WP minimale Vorlauftemperatur|Minimale aanvoertemperatuur WP|VP min flödestemperatur|pompa ciepła, min. temperatura przepływu||yüksek güç minimum akış sıcaklığı|temperatura minima di mandata|VT min. teplota prietoku.|minimální teplota přívodu tepelného čerpadla',
  'control device':
    'Fernsteuerung|Afstandsbedieding|Kontrollenhet|sterownik|kontrollenhet|dispositif régulation|kontrol cihazı|dispositivo di comando|ovládacie zariadenie|řídící zařízení',
  'heat-on delay':
    'Einschaltverzögerung Heizen||Inkopplingsfördröjning värme|opóźnienie włączania ogrzewania|||||Oneskorenie zapnutia kúreni|zpoždění zapnutí topení',
  'heat-off delay':
    'Ausschaltverzögerung Heizen||Frånkopplingsfördröjning värme|opóźnienie włączania ogrzewania|||||Oneskorenie vypnutia kúrenia|zpoždění vypnutí topení',
  'instant start': 'Sofortstart||Gränsvärde direktstart värme|natychmiastowy start|||||okamžité spustenie|okamžité spuštění',
  'boost time': 'Boost-Dauer||Boost-tid|czas trwania wzmocnienia|||||čas trvania posilnenia|čas trvání režimu boost',
  'cooling starttemp': 'Kühlbetrieb ab||Kyla starttemperatur||||||teplota spustenia chladenia|teplota spuštění chlazení',
  'cooling on delay': 'Einschaltverzögerung Kühlen||Inkopplingsfördröjning Kyla||||||oneskorenie zapnutie chladenia|zpoždění zapnutí chlazení',
  'cooling off delay': 'Ausschaltverzögerung Kühlen||Frånkopplingsfördröjning Kyla||||||oneskorenie vypnutie chladenia|zpoždění vypnutí chlazení',
  'reduction threshold': 'Absenkschwelle||Tröskel för sänkning||||||zníženie tresholdu|práh snížení',
  'solar influence': 'Solareinfluß||||||||slnečný vplyv|sluneční vliv',
  'current solar influence': 'akt. Solareinfluß||||||||aktuálny slnečný vplyv|aktuální sluneční vliv',
  'vacation dates':
    'Urlaubstage|Vakantiedagen|Semesterdatum Varmvatten|dni urlopowe|ferie dato varmtvann|dates vacances|izin günleri|date vacanze|termíny dovolenky|data pro prázdniny',
  'holiday dates':
    'Feiertage|Feestdagen|Helgdagar|dni świąteczne|feriedager varmtvann|dates vacances|tatil günleri|feste pubbliche|sviatočné termíny|data pro dovolenou',
  'pause time': 'Pausenzeit|Pausetijd|Paustid|czas przerwy|pausetid|temps de pause|süreyi durdur|pausa|prestávka|doba pauzy',
  'party time': 'Partyzeit|Partytijd|Partytid|czas przyjęcia|partytid|temps de fête|parti zamanı|festivo|čas na párty|doba party',
  'program switchtime':
    'Programmschaltzeit|Programma schakeltijd|Program Bytestid|program czasowy|programbyttetid|heure commutation programme|program değiştirme süresi|ora commutazione programmata|čas prepnutia programu|čas přepnutí programu',
  'charge duration':
    'Ladedauer|Laadtijd|Laddtid|czas grzania dodatkowej ciepłej wody|ladetid|durée charge|doldurma süresi|durata carica|doba nabíjania|doba nabíjení',
  charge: 'Laden|Laden|Ladda|grzanie|lade||doldurma|carica|nabiť|nabíjení',
  extra: 'Extra||Extra|obieg|ekstra||ekstra',
  'disinfection day':
    'Desinfektionstag|Desinfectiedag|Desinfektionsdag|dzień dezynfekcji termicznej|desinfeksjonsdag|jour désinfection|dezenfeksiyon günü|giorno disinfezione|deň dezinfekcie|den dezinfekce',
  'disinfection time':
    'Desinfektionszeit|Desinfectietijd|Desinfektionstid|maksymalny czas trwania dezynfekcji termicznej|desinfeksjonstid|durée désinfection|dezenfeksiyon zamanı|orario disinfezione|čas na dezinfekciu|čas dezinfekce',
  'daily heating':
    'täglich Heizen|Dagelijks opwarmen|Daglig Uppvärmning|codzienne nagrzewanie|daglig oppvarming|chauffage quotidien|günlük ısıtma|riscaldamento giornaliero|denné kúrenie|denní ohřev',
  'daily heating time':
    'tägliche Heizzeit|Tijd dagelijkse opwarming|Daglig Uppvärmningstid|czas trwania codziennego nagrzewania|daglig oppvarmingstid|heure chauffage quotidien|günlük ısıtma süresi|orario riscaldamento giornaliero|denný čas vykurovania|čas denního ohřevu',
}

/** `en` in language `locale` (as the gateway is set), or `en` where the firmware has no translation; `key`
 *  when the table holds it under another name. */
export const translate = (en: string, locale = 'en', key = en): string => T[key]?.split('|')[LANGS.indexOf(locale)] || en

/** An entity's tag and name as the gateway shows them in `locale`. A "dhw " in front of a 3.6.x name is the
 *  firmware's hot-water word: the tag of an untagged entity, part of the name of a tagged one. */
export function shownName(e: Entity, locale = 'en'): { tag: string; name: string } {
  const tag = tagOf(e.short)
  const plain = plainName(e)
  const ww = plain.startsWith('dhw ') ? translate('dhw', locale, 'ww') : ''
  const name = translate(ww ? plain.slice(4) : plain, locale)
  if (!tag) return { tag: ww, name }
  return { tag: translate(tag, locale), name: ww ? `${ww} ${name}` : name }
}

/** The full name: tag word, then name. */
export const fullName = (e: Entity, locale = 'en') => {
  const { tag, name } = shownName(e, locale)
  return tag ? `${tag} ${name}` : name
}
