// What the emulated devices show (entity names, tags, device types) in the language of the application
// setting `locale`: the emulator's own translations, written for it from the English names. Each entry: the
// English text, then de|nl|sv|pl|no|fr|tr|it|sk|cz in that order; an empty or missing one shows the English text,
// as the gateway falls back to English where it has no translation.
import { type Entity, tagOf } from './entity.ts'
import { plainName } from './tags.ts'

const LANGS = ['de', 'nl', 'sv', 'pl', 'no', 'fr', 'tr', 'it', 'sk', 'cz']

const T: Record<string, string> = {
  hc1: 'HK1|VK1|VK1|OG1|VK1|CC1|ID1|CR1|VO1|TO1',
  hc2: 'HK2|VK2|VK2|OG2|VK2|CC2|ID2|CR2|VO2|TO2',
  dhw: 'WW|WW|VV|CWU|VV|ECS|SKS|ACS|TÚV|TUV',
  wwc1: 'WW1|WW1|VV1|CWU1|VV1|ECS1|SKS1|ACS1|TÚV1|TUV1',
  ww: 'WW|WW|VV|CWU|VV|ECS|SKS|ACS|TÚV|TUV',
  Boiler: 'Kessel|CV-ketel|Panna|Kocioł|Kjele|Chaudière|Kazan|Caldaia|Kotol|Kotel',
  Thermostat: 'Regler|Regelaar|Reglercentral|Regulator|Regulator|Régulateur|Termostat|Termoregolatore|Regulátor|Regulátor',
  'Mixer Module':
    'Mischermodul|Mengmodule|Shuntmodul|Moduł mieszacza|Shuntmodul|Module mélangeur|Karışım modülü|Modulo miscelatrice|Modul zmiešavača|Modul směšovače',
  'Solar Module': 'Solarmodul|Zonnemodule|Solmodul|Moduł solarny|Solmodul|Module solaire|Güneş modülü|Modulo solare|Solárny modul|Solární modul',
  'Heat Pump': 'Wärmepumpe|Warmtepomp|Värmepump|Pompa ciepła|Varmepumpe|Pompe à chaleur|Isı pompası|Pompa di calore|Tepelné čerpadlo|Tepelné čerpadlo',
  Custom: 'Benutzerdefiniert|Eigen|Eget|Własne|Egendefinert|Personnalisé|Özel|Personalizzato|Vlastné|Vlastní',
  'Custom Entities':
    'Eigene Entitäten|Eigen entiteiten|Egna entiteter|Własne encje|Egne enheter|Entités personnelles|Özel varlıklar|Entità personali|Vlastné entity|Vlastní entity',
  'User defined entities':
    "Benutzerdefinierte Entitäten|Door gebruiker gedefinieerde entiteiten|Användardefinierade entiteter|Encje użytkownika|Brukerdefinerte enheter|Entités définies par l'utilisateur|Kullanıcı tanımlı varlıklar|Entità definite dall'utente|Entity definované používateľom|Entity definované uživatelem",
  reset: 'Zurücksetzen|resetten|återställ|reset|tilbakestill|réinitialiser|sıfırla|reset|reset|reset',
  'force heating off':
    'Heizung zwangsweise aus|verwarming geforceerd uit|värme tvångsavstängd|wymuszone wyłączenie c.o.|oppvarming tvangsstoppet|arrêt forcé du chauffage|ısıtma zorla kapalı|spegnimento forzato riscaldamento|vynútené vypnutie vykurovania|vynucené vypnutí topení',
  'heating active':
    'Heizbetrieb aktiv|verwarming actief|värmedrift aktiv|c.o. aktywne|oppvarming aktiv|chauffage en marche|ısıtma aktif|riscaldamento attivo|vykurovanie aktívne|topení aktivní',
  'tapwater active':
    'Warmwasserbetrieb aktiv|warm water actief|varmvattendrift aktiv|c.w.u. aktywna|varmtvann aktiv|ECS en marche|SKS aktif|ACS attiva|TÚV aktívna|TUV aktivní',
  'selected flow temperature':
    'gewählte Vorlauftemperatur|gekozen aanvoertemperatuur|vald framledningstemperatur|wybrana temperatura zasilania|valgt turtemperatur|température de départ choisie|seçilen gidiş sıcaklığı|temperatura di mandata selezionata|zvolená výstupná teplota|zvolená výstupní teplota',
  'burner selected max power':
    'gewählte max. Brennerleistung|gekozen max. brandervermogen|vald max. brännareffekt|wybrana maks. moc palnika|valgt maks. brennereffekt|puissance max. brûleur choisie|seçilen maks. brülör gücü|potenza max. bruciatore selezionata|zvolený max. výkon horáka|zvolený max. výkon hořáku',
  'burner current power (absolute)':
    'aktuelle Brennerleistung (absolut)|actueel brandervermogen (absoluut)|aktuell brännareffekt (absolut)|aktualna moc palnika (bezwzględna)|aktuell brennereffekt (absolutt)|puissance brûleur actuelle (absolue)|güncel brülör gücü (mutlak)|potenza attuale bruciatore (assoluta)|aktuálny výkon horáka (absolútny)|aktuální výkon hořáku (absolutní)',
  'heating pump modulation':
    'Heizungspumpe Modulation|modulatie CV-pomp|modulering värmebärarpump|modulacja pompy c.o.|modulering sirkulasjonspumpe varme|modulation pompe chauffage|ısıtma pompası modülasyonu|modulazione pompa riscaldamento|modulácia vykurovacieho čerpadla|modulace čerpadla topení',
  'outside temperature':
    'Außentemperatur|buitentemperatuur|utetemperatur|temperatura zewnętrzna|utetemperatur|température extérieure|dış sıcaklık|temperatura esterna|vonkajšia teplota|venkovní teplota',
  'current flow temperature':
    'aktuelle Vorlauftemperatur|actuele aanvoertemperatuur|aktuell framledningstemperatur|aktualna temperatura zasilania|aktuell turtemperatur|température de départ actuelle|güncel gidiş sıcaklığı|temperatura di mandata attuale|aktuálna výstupná teplota|aktuální výstupní teplota',
  'return temperature':
    'Rücklauftemperatur|retourtemperatuur|returtemperatur|temperatura powrotu|returtemperatur|température de retour|dönüş sıcaklığı|temperatura di ritorno|teplota spiatočky|teplota zpátečky',
  'system pressure':
    'Anlagendruck|installatiedruk|systemtryck|ciśnienie instalacji|anleggstrykk|pression installation|tesisat basıncı|pressione impianto|tlak v systéme|tlak v soustavě',
  'actual boiler temperature':
    'aktuelle Kesseltemperatur|actuele keteltemperatuur|aktuell panntemperatur|aktualna temperatura kotła|aktuell kjeletemperatur|température chaudière actuelle|güncel kazan sıcaklığı|temperatura attuale caldaia|aktuálna teplota kotla|aktuální teplota kotle',
  'low loss header':
    'hydraulische Weiche|open verdeler|hydraulisk frånskiljare|sprzęgło hydrauliczne|hydraulisk fordeler|bouteille de découplage|denge kabı|separatore idraulico|hydraulický vyrovnávač|hydraulický vyrovnávač',
  'exhaust temperature':
    'Abgastemperatur|rookgastemperatuur|rökgastemperatur|temperatura spalin|røykgasstemperatur|température des fumées|baca gazı sıcaklığı|temperatura fumi|teplota spalín|teplota spalin',
  gas: 'Gas|gas|gas|gaz|gass|gaz|gaz|gas|plyn|plyn',
  'gas stage 2': 'Gas Stufe 2|gas trap 2|gas steg 2|gaz stopień 2|gass trinn 2|gaz 2e allure|gaz 2. kademe|gas 2° stadio|plyn 2. stupeň|plyn 2. stupeň',
  'flame current':
    "Flammenstrom|ionisatiestroom|flamström|prąd jonizacji|flammestrøm|courant d'ionisation|alev akımı|corrente di ionizzazione|ionizačný prúd|ionizační proud",
  fan: 'Gebläse|ventilator|fläkt|wentylator|vifte|ventilateur|fan|ventilatore|ventilátor|ventilátor',
  ignition: 'Zündung|ontsteking|tändning|zapłon|tenning|allumage|ateşleme|accensione|zapaľovanie|zapalování',
  'oil preheating':
    'Ölvorwärmung|olievoorverwarming|oljeförvärmning|podgrzewanie oleju|oljeforvarming|préchauffage fioul|yakıt ön ısıtma|preriscaldo gasolio|predohrev oleja|předehřev oleje',
  'heating pump':
    'Heizungspumpe|CV-pomp|värmebärarpump|pompa c.o.|sirkulasjonspumpe varme|pompe chauffage|ısıtma pompası|pompa riscaldamento|vykurovacie čerpadlo|čerpadlo topení',
  'burner min power':
    'min. Brennerleistung|min. brandervermogen|min. brännareffekt|min. moc palnika|min. brennereffekt|puissance min. brûleur|min. brülör gücü|potenza min. bruciatore|min. výkon horáka|min. výkon hořáku',
  'burner max power':
    'max. Brennerleistung|max. brandervermogen|max. brännareffekt|maks. moc palnika|maks. brennereffekt|puissance max. brûleur|maks. brülör gücü|potenza max. bruciatore|max. výkon horáka|max. výkon hořáku',
  'hysteresis on temperature':
    "Schaltdifferenz ein|schakelverschil aan|kopplingsdifferens till|histereza załączenia|koblingsdifferanse på|différentiel d'enclenchement|histerezis açma|isteresi accensione|hysterézia zapnutia|hystereze zapnutí",
  'hysteresis off temperature':
    'Schaltdifferenz aus|schakelverschil uit|kopplingsdifferens från|histereza wyłączenia|koblingsdifferanse av|différentiel de coupure|histerezis kapama|isteresi spegnimento|hysterézia vypnutia|hystereze vypnutí',
  'hysteresis stage 2 on temperature':
    "Schaltdifferenz Stufe 2 ein|schakelverschil trap 2 aan|kopplingsdifferens steg 2 till|histereza załączenia stopień 2|koblingsdifferanse trinn 2 på|différentiel d'enclenchement 2e allure|histerezis 2. kademe açma|isteresi accensione 2° stadio|hysterézia zapnutia 2. stupeň|hystereze zapnutí 2. stupeň",
  'hysteresis stage 2 off temperature':
    'Schaltdifferenz Stufe 2 aus|schakelverschil trap 2 uit|kopplingsdifferens steg 2 från|histereza wyłączenia stopień 2|koblingsdifferanse trinn 2 av|différentiel de coupure 2e allure|histerezis 2. kademe kapama|isteresi spegnimento 2° stadio|hysterézia vypnutia 2. stupeň|hystereze vypnutí 2. stupeň',
  'set flow temperature':
    'Vorlauf-Solltemperatur|ingestelde aanvoertemperatuur|börvärde framledningstemperatur|zadana temperatura zasilania|innstilt turtemperatur|consigne température de départ|ayarlanan gidiş sıcaklığı|temperatura di mandata impostata|nastavená výstupná teplota|nastavená výstupní teplota',
  'burner set power':
    'Brenner-Sollleistung|ingesteld brandervermogen|börvärde brännareffekt|zadana moc palnika|innstilt brennereffekt|consigne puissance brûleur|ayarlanan brülör gücü|potenza bruciatore impostata|nastavený výkon horáka|nastavený výkon hořáku',
  'burner current power':
    'aktuelle Brennerleistung|actueel brandervermogen|aktuell brännareffekt|aktualna moc palnika|aktuell brennereffekt|puissance brûleur actuelle|güncel brülör gücü|potenza attuale bruciatore|aktuálny výkon horáka|aktuální výkon hořáku',
  'heating activated':
    'Heizbetrieb freigegeben|verwarming vrijgegeven|värmedrift tillåten|c.o. włączone|oppvarming tillatt|chauffage autorisé|ısıtma etkin|riscaldamento abilitato|vykurovanie povolené|topení povoleno',
  'heating temperature':
    'Heizungstemperatur|verwarmingstemperatuur|värmetemperatur|temperatura c.o.|oppvarmingstemperatur|température chauffage|ısıtma sıcaklığı|temperatura riscaldamento|teplota vykurovania|teplota topení',
  'boiler pump max power':
    'max. Kesselpumpenleistung|max. vermogen ketelpomp|max. effekt pannpump|maks. moc pompy kotłowej|maks. effekt kjelepumpe|puissance max. pompe chaudière|kazan pompası maks. gücü|potenza max. pompa caldaia|max. výkon kotlového čerpadla|max. výkon čerpadla kotle',
  'boiler pump min power':
    'min. Kesselpumpenleistung|min. vermogen ketelpomp|min. effekt pannpump|min. moc pompy kotłowej|min. effekt kjelepumpe|puissance min. pompe chaudière|kazan pompası min. gücü|potenza min. pompa caldaia|min. výkon kotlového čerpadla|min. výkon čerpadla kotle',
  'boiler pump mode':
    'Kesselpumpe Betriebsart|modus ketelpomp|läge pannpump|tryb pompy kotłowej|modus kjelepumpe|mode pompe chaudière|kazan pompası modu|modalità pompa caldaia|režim kotlového čerpadla|režim čerpadla kotle',
  'boiler pump characteristic':
    'Kesselpumpe Kennlinie|pompkarakteristiek ketelpomp|pumpkurva pannpump|charakterystyka pompy kotłowej|pumpekurve kjelepumpe|courbe pompe chaudière|kazan pompası eğrisi|curva pompa caldaia|krivka kotlového čerpadla|křivka čerpadla kotle',
  'pump delay':
    'Pumpennachlauf|pompnadraaitijd|pumpens eftergångstid|wybieg pompy|pumpens etterløpstid|post-circulation pompe|pompa ek çalışma süresi|post-circolazione pompa|dobeh čerpadla|doběh čerpadla',
  'burner min period':
    'Brenner-Mindestlaufzeit|min. branderlooptijd|min. gångtid brännare|min. czas pracy palnika|min. brennergangtid|durée min. de marche brûleur|brülör min. çalışma süresi|tempo min. funzionamento bruciatore|min. doba chodu horáka|min. doba chodu hořáku',
  'burner starts':
    'Brennerstarts|branderstarts|brännarstarter|starty palnika|brennerstarter|démarrages brûleur|brülör çalışma sayısı|avvii bruciatore|štarty horáka|starty hořáku',
  'total burner operating time':
    'Brennerlaufzeit gesamt|totale branderlooptijd|total gångtid brännare|łączny czas pracy palnika|total brennergangtid|durée totale de marche brûleur|toplam brülör çalışma süresi|ore totali bruciatore|celková doba chodu horáka|celková doba chodu hořáku',
  'burner stage 2 operating time':
    'Brennerlaufzeit Stufe 2|branderlooptijd trap 2|gångtid brännare steg 2|czas pracy palnika stopień 2|brennergangtid trinn 2|durée de marche brûleur 2e allure|brülör 2. kademe çalışma süresi|ore bruciatore 2° stadio|doba chodu horáka 2. stupeň|doba chodu hořáku 2. stupeň',
  'total heat operating time':
    'Laufzeit Heizbetrieb gesamt|totale looptijd verwarming|total gångtid värme|łączny czas pracy c.o.|total gangtid oppvarming|durée totale de marche chauffage|toplam ısıtma çalışma süresi|ore totali riscaldamento|celková doba chodu vykurovania|celková doba chodu topení',
  'burner starts heating':
    'Brennerstarts Heizbetrieb|branderstarts verwarming|brännarstarter värme|starty palnika c.o.|brennerstarter oppvarming|démarrages brûleur chauffage|ısıtmada brülör çalışma sayısı|avvii bruciatore riscaldamento|štarty horáka vykurovanie|starty hořáku topení',
  'total UBA operating time':
    'Gerätelaufzeit gesamt|totale looptijd toestel|total gångtid apparat|łączny czas pracy urządzenia|total gangtid apparat|durée totale de marche appareil|toplam cihaz çalışma süresi|ore totali apparecchio|celková doba chodu zariadenia|celková doba chodu zařízení',
  'last error code':
    'letzter Fehlercode|laatste foutcode|senaste felkod|ostatni kod błędu|siste feilkode|dernier code défaut|son hata kodu|ultimo codice errore|posledný chybový kód|poslední chybový kód',
  'service code': 'Servicecode|servicecode|servicekod|kod serwisowy|servicekode|code de service|servis kodu|codice di servizio|servisný kód|servisní kód',
  'service code number':
    'Servicecode-Nummer|servicecodenummer|servicekodnummer|numer kodu serwisowego|servicekodenummer|numéro de code de service|servis kodu numarası|numero codice di servizio|číslo servisného kódu|číslo servisního kódu',
  'maintenance message':
    "Wartungsmeldung|onderhoudsmelding|servicemeddelande|komunikat serwisowy|servicemelding|message d'entretien|bakım mesajı|messaggio manutenzione|servisné hlásenie|servisní hlášení",
  'maintenance scheduled':
    'Wartung geplant|onderhoud gepland|service planerad|planowany serwis|service planlagt|entretien programmé|planlı bakım|manutenzione programmata|plánovaný servis|plánovaný servis',
  'time to next maintenance':
    'Zeit bis zur nächsten Wartung|tijd tot volgend onderhoud|tid till nästa service|czas do następnego serwisu|tid til neste service|temps avant prochain entretien|sonraki bakıma kalan süre|tempo alla prossima manutenzione|čas do ďalšieho servisu|čas do dalšího servisu',
  'next maintenance date':
    'nächster Wartungstermin|datum volgend onderhoud|datum för nästa service|data następnego serwisu|dato for neste service|date du prochain entretien|sonraki bakım tarihi|data prossima manutenzione|dátum ďalšieho servisu|datum dalšího servisu',
  'emergency operation':
    'Notbetrieb|noodbedrijf|nöddrift|praca awaryjna|nøddrift|mode secours|acil durum çalışması|funzionamento di emergenza|núdzová prevádzka|nouzový provoz',
  'emergency temperature':
    'Notbetriebstemperatur|noodbedrijftemperatuur|nöddriftstemperatur|temperatura pracy awaryjnej|nøddriftstemperatur|température de secours|acil durum sıcaklığı|temperatura di emergenza|núdzová teplota|nouzová teplota',
  'nominal Power':
    'Nennleistung|nominaal vermogen|nominell effekt|moc nominalna|nominell effekt|puissance nominale|nominal güç|potenza nominale|menovitý výkon|jmenovitý výkon',
  'total energy':
    'Energie gesamt|totale energie|total energi|energia łącznie|total energi|énergie totale|toplam enerji|energia totale|celková energia|celková energie',
  'energy heating':
    'Energie Heizbetrieb|energie verwarming|energi värme|energia c.o.|energi oppvarming|énergie chauffage|ısıtma enerjisi|energia riscaldamento|energia vykurovanie|energie topení',
  'gas meter': 'Gaszähler|gasmeter|gasmätare|licznik gazu|gassmåler|compteur gaz|gaz sayacı|contatore gas|plynomer|plynoměr',
  'turn on/off': 'ein/aus|aan/uit|till/från|wł./wył.|på/av|marche/arrêt|aç/kapat|acceso/spento|zap./vyp.|zap./vyp.',
  'set temperature':
    'Solltemperatur|ingestelde temperatuur|börvärde temperatur|temperatura zadana|innstilt temperatur|température de consigne|ayarlanan sıcaklık|temperatura impostata|nastavená teplota|nastavená teplota',
  'selected temperature':
    'gewählte Temperatur|gekozen temperatuur|vald temperatur|wybrana temperatura|valgt temperatur|température choisie|seçilen sıcaklık|temperatura selezionata|zvolená teplota|zvolená teplota',
  'selected lower temperature':
    'gewählte untere Temperatur|gekozen lage temperatuur|vald lägre temperatur|wybrana dolna temperatura|valgt lav temperatur|température basse choisie|seçilen alt sıcaklık|temperatura inferiore selezionata|zvolená dolná teplota|zvolená dolní teplota',
  'selected temperature for off':
    'gewählte Temperatur für aus|gekozen temperatuur voor uit|vald temperatur för från|wybrana temperatura dla wył.|valgt temperatur for av|température choisie pour arrêt|kapalı için seçilen sıcaklık|temperatura selezionata per spento|zvolená teplota pre vyp.|zvolená teplota pro vyp.',
  'single charge temperature':
    'Temperatur Einmalladung|temperatuur eenmalige lading|temperatur engångsladdning|temperatura jednorazowego ładowania|temperatur engangslading|température de charge unique|tek seferlik yükleme sıcaklığı|temperatura carica singola|teplota jednorazového ohrevu|teplota jednorázového ohřevu',
  type: 'Typ|type|typ|typ|type|type|tip|tipo|typ|typ',
  comfort: 'Komfort|comfort|komfort|komfort|komfort|confort|konfor|comfort|komfort|komfort',
  'flow temperature offset':
    'Vorlauftemperatur-Offset|aanvoertemperatuur-offset|förskjutning framledningstemperatur|korekta temperatury zasilania|forskyvning turtemperatur|décalage température de départ|gidiş sıcaklığı ofseti|correzione temperatura di mandata|korekcia výstupnej teploty|korekce výstupní teploty',
  'max power': 'max. Leistung|max. vermogen|max. effekt|maks. moc|maks. effekt|puissance max.|maks. güç|potenza max.|max. výkon|max. výkon',
  'maximum temperature':
    'Maximaltemperatur|maximumtemperatuur|maxtemperatur|temperatura maksymalna|maksimumstemperatur|température maximale|maksimum sıcaklık|temperatura massima|maximálna teplota|maximální teplota',
  'circulation pump available':
    'Zirkulationspumpe vorhanden|circulatiepomp aanwezig|VVC-pump finns|pompa cyrkulacyjna obecna|VV-sirkulasjonspumpe finnes|pompe de bouclage présente|sirkülasyon pompası var|pompa di ricircolo presente|cirkulačné čerpadlo k dispozícii|cirkulační čerpadlo k dispozici',
  'charging type': 'Ladeart|laadtype|laddningstyp|rodzaj ładowania|ladetype|type de charge|yükleme tipi|tipo di carica|typ ohrevu|typ ohřevu',
  'disinfection temperature':
    'Desinfektionstemperatur|desinfectietemperatuur|desinfektionstemperatur|temperatura dezynfekcji|desinfeksjonstemperatur|température de désinfection|dezenfeksiyon sıcaklığı|temperatura disinfezione|teplota dezinfekcie|teplota dezinfekce',
  'circulation pump mode':
    'Zirkulationspumpe Betriebsart|modus circulatiepomp|läge VVC-pump|tryb pompy cyrkulacyjnej|modus VV-sirkulasjonspumpe|mode pompe de bouclage|sirkülasyon pompası modu|modalità pompa di ricircolo|režim cirkulačného čerpadla|režim cirkulačního čerpadla',
  'circulation active':
    'Zirkulation aktiv|circulatie actief|VVC aktiv|cyrkulacja aktywna|VV-sirkulasjon aktiv|bouclage en marche|sirkülasyon aktif|ricircolo attivo|cirkulácia aktívna|cirkulace aktivní',
  'current intern temperature':
    'aktuelle Temperatur intern|actuele interne temperatuur|aktuell intern temperatur|aktualna temperatura wewnętrzna|aktuell intern temperatur|température interne actuelle|güncel iç sıcaklık|temperatura interna attuale|aktuálna vnútorná teplota|aktuální vnitřní teplota',
  'current extern temperature':
    'aktuelle Temperatur extern|actuele externe temperatuur|aktuell extern temperatur|aktualna temperatura zewnętrzna|aktuell ekstern temperatur|température externe actuelle|güncel dış sıcaklık|temperatura esterna attuale|aktuálna vonkajšia teplota|aktuální vnější teplota',
  'current tap water flow':
    'aktueller Zapfdurchfluss|actueel tapdebiet|aktuellt tappflöde|aktualny przepływ c.w.u.|aktuell tappemengde|débit de puisage actuel|güncel musluk debisi|portata prelievo attuale|aktuálny prietok TÚV|aktuální průtok TUV',
  'storage intern temperature':
    'Speichertemperatur intern|interne voorraadvattemperatuur|intern beredartemperatur|temperatura zasobnika wewnętrzna|intern beredertemperatur|température ballon interne|boyler iç sıcaklığı|temperatura bollitore interna|vnútorná teplota zásobníka|vnitřní teplota zásobníku',
  'storage extern temperature':
    'Speichertemperatur extern|externe voorraadvattemperatuur|extern beredartemperatur|temperatura zasobnika zewnętrzna|ekstern beredertemperatur|température ballon externe|boyler dış sıcaklığı|temperatura bollitore esterna|vonkajšia teplota zásobníka|vnější teplota zásobníku',
  activated: 'freigegeben|vrijgegeven|tillåten|włączona|tillatt|autorisé|etkin|abilitato|povolená|povoleno',
  'one time charging':
    'Einmalladung|eenmalige lading|engångsladdning|jednorazowe ładowanie|engangslading|charge unique|tek seferlik yükleme|carica singola|jednorazový ohrev|jednorázový ohřev',
  disinfecting:
    'Desinfektion läuft|desinfectie bezig|desinfektion pågår|trwa dezynfekcja|desinfeksjon pågår|désinfection en cours|dezenfeksiyon sürüyor|disinfezione in corso|prebieha dezinfekcia|probíhá dezinfekce',
  charging: 'Ladung|laden|laddning|ładowanie|lading|charge|yükleme|carica|ohrev|ohřev',
  recharging: 'Nachladung|naladen|efterladdning|doładowanie|etterlading|recharge|yeniden yükleme|ricarica|dohrev|dohřev',
  'temperature ok':
    'Temperatur erreicht|temperatuur bereikt|temperatur uppnådd|temperatura osiągnięta|temperatur nådd|température atteinte|sıcaklık tamam|temperatura raggiunta|teplota dosiahnutá|teplota dosažena',
  active: 'aktiv|actief|aktiv|aktywna|aktiv|en marche|aktif|attivo|aktívna|aktivní',
  '3-way valve active':
    '3-Wege-Ventil aktiv|driewegklep actief|växelventil aktiv|zawór 3-drogowy aktywny|treveisventil aktiv|vanne 3 voies en marche|3 yollu vana aktif|valvola a 3 vie attiva|3-cestný ventil aktívny|3cestný ventil aktivní',
  'set pump power':
    'Pumpen-Sollleistung|ingesteld pompvermogen|börvärde pumpeffekt|zadana moc pompy|innstilt pumpeeffekt|consigne puissance pompe|ayarlanan pompa gücü|potenza pompa impostata|nastavený výkon čerpadla|nastavený výkon čerpadla',
  'mixer temperature':
    'Mischertemperatur|mengtemperatuur|shunttemperatur|temperatura mieszacza|shunttemperatur|température mélangeur|karışım sıcaklığı|temperatura miscelatrice|teplota zmiešavača|teplota směšovače',
  'cylinder middle temperature (TS3)':
    'Speichertemperatur Mitte (TS3)|voorraadvattemperatuur midden (TS3)|beredartemperatur mitten (TS3)|temperatura zasobnika środek (TS3)|beredertemperatur midt (TS3)|température ballon milieu (TS3)|boyler orta sıcaklığı (TS3)|temperatura bollitore centro (TS3)|teplota zásobníka stred (TS3)|teplota zásobníku střed (TS3)',
  starts: 'Starts|starts|starter|starty|starter|démarrages|çalışma sayısı|avvii|štarty|starty',
  'active time': 'Laufzeit|looptijd|gångtid|czas pracy|gangtid|durée de marche|çalışma süresi|tempo di funzionamento|doba chodu|doba chodu',
  'charge optimization':
    'Ladeoptimierung|laadoptimalisatie|laddningsoptimering|optymalizacja ładowania|ladeoptimalisering|optimisation de charge|yükleme optimizasyonu|ottimizzazione carica|optimalizácia ohrevu|optimalizace ohřevu',
  energy: 'Energie|energie|energi|energia|energi|énergie|enerji|energia|energia|energie',
  'relative air humidity':
    'relative Luftfeuchte|relatieve luchtvochtigheid|relativ luftfuktighet|wilgotność względna|relativ luftfuktighet|humidité relative|bağıl nem|umidità relativa|relatívna vlhkosť vzduchu|relativní vlhkost vzduchu',
  'dew point temperature':
    'Taupunkttemperatur|dauwpunttemperatuur|daggpunktstemperatur|temperatura punktu rosy|duggpunktstemperatur|température de point de rosée|çiy noktası sıcaklığı|temperatura punto di rugiada|teplota rosného bodu|teplota rosného bodu',
  'system return temperature':
    'Anlagenrücklauftemperatur|retourtemperatuur installatie|returtemperatur system|temperatura powrotu instalacji|returtemperatur anlegg|température de retour installation|tesisat dönüş sıcaklığı|temperatura di ritorno impianto|teplota spiatočky systému|teplota zpátečky soustavy',
  'drain pan temp (TA4)':
    'Kondensatwanne Temperatur (TA4)|temperatuur condensbak (TA4)|temperatur dropptråg (TA4)|temperatura tacy ociekowej (TA4)|temperatur dryppkar (TA4)|température bac à condensats (TA4)|damla tavası sıcaklığı (TA4)|temperatura vaschetta condensa (TA4)|teplota odkvapovej vane (TA4)|teplota odkapové vany (TA4)',
  'compressor power output':
    'Verdichter-Abgabeleistung|afgegeven compressorvermogen|avgiven kompressoreffekt|moc oddawana sprężarki|avgitt kompressoreffekt|puissance fournie compresseur|kompresör çıkış gücü|potenza resa compressore|výstupný výkon kompresora|výstupní výkon kompresoru',
  'compressor current power':
    'aktuelle Verdichterleistung|actueel compressorvermogen|aktuell kompressoreffekt|aktualna moc sprężarki|aktuell kompressoreffekt|puissance compresseur actuelle|güncel kompresör gücü|potenza attuale compressore|aktuálny výkon kompresora|aktuální výkon kompresoru',
  'power limit':
    'Leistungsbegrenzung|vermogensbegrenzing|effektbegränsning|ograniczenie mocy|effektbegrensning|limitation de puissance|güç sınırı|limitazione potenza|obmedzenie výkonu|omezení výkonu',
  'low noise mode': 'Flüsterbetrieb|stille modus|tyst läge|tryb cichy|stillemodus|mode silencieux|sessiz mod|modalità silenziosa|tichý režim|tichý režim',
  'low noise starttime':
    'Flüsterbetrieb Beginn|stille modus begintijd|tyst läge starttid|tryb cichy początek|stillemodus starttid|début mode silencieux|sessiz mod başlangıcı|inizio modalità silenziosa|začiatok tichého režimu|začátek tichého režimu',
  'low noise stoptime':
    'Flüsterbetrieb Ende|stille modus eindtijd|tyst läge stopptid|tryb cichy koniec|stillemodus stopptid|fin mode silencieux|sessiz mod bitişi|fine modalità silenziosa|koniec tichého režimu|konec tichého režimu',
  'energy price gas':
    'Energiepreis Gas|energieprijs gas|energipris gas|cena energii gaz|energipris gass|prix énergie gaz|enerji fiyatı gaz|prezzo energia gas|cena energie plyn|cena energie plyn',
  'energy price electric':
    'Energiepreis Strom|energieprijs elektriciteit|energipris el|cena energii prąd|energipris strøm|prix énergie électricité|enerji fiyatı elektrik|prezzo energia elettrica|cena energie elektrina|cena energie elektřina',
  'air purge mode':
    "Entlüftungsbetrieb|ontluchtingsmodus|avluftningsläge|tryb odpowietrzania|luftingsmodus|mode purge d'air|hava alma modu|modalità sfiato aria|režim odvzdušnenia|režim odvzdušnění",
  'cooling circuit':
    'Kühlkreis|koelcircuit|köldmediekrets|obieg chłodniczy|kjølekrets|circuit frigorifique|soğutucu devresi|circuito frigorifero|chladiaci okruh|chladicí okruh',
  'compressor start modulation':
    'Verdichter Startmodulation|startmodulatie compressor|startmodulering kompressor|modulacja startowa sprężarki|startmodulering kompressor|modulation de démarrage compresseur|kompresör başlangıç modülasyonu|modulazione avvio compressore|štartovacia modulácia kompresora|startovací modulace kompresoru',
  'heat drain pan':
    'Kondensatwanne heizen|condensbak verwarmen|värme dropptråg|grzanie tacy ociekowej|varme dryppkar|chauffage bac à condensats|damla tavası ısıtma|riscaldamento vaschetta condensa|ohrev odkvapovej vane|ohřev odkapové vany',
  'heating cable': 'Heizband|verwarmingskabel|värmekabel|kabel grzejny|varmekabel|câble chauffant|ısıtıcı kablo|cavo scaldante|vykurovací kábel|topný kabel',
  'meter total':
    'Zähler gesamt|meterstand totaal|mätare totalt|licznik łącznie|måler totalt|compteur total|sayaç toplamı|contatore totale|počítadlo celkom|počitadlo celkem',
  'flow temperature (TC1)':
    'Vorlauftemperatur (TC1)|aanvoertemperatuur (TC1)|framledningstemperatur (TC1)|temperatura zasilania (TC1)|turtemperatur (TC1)|température de départ (TC1)|gidiş sıcaklığı (TC1)|temperatura di mandata (TC1)|výstupná teplota (TC1)|výstupní teplota (TC1)',
  'mixing valve actuator (VC1)':
    'Mischventil-Stellmotor (VC1)|mengklepmotor (VC1)|shuntmotor (VC1)|siłownik zaworu mieszającego (VC1)|shuntmotor (VC1)|servomoteur vanne mélangeuse (VC1)|karışım vanası motoru (VC1)|servomotore valvola miscelatrice (VC1)|pohon zmiešavacieho ventilu (VC1)|pohon směšovacího ventilu (VC1)',
  'setpoint flow temperature':
    'Vorlauf-Sollwert|aanvoertemperatuur-setpoint|börvärde framledning|zadana wartość zasilania|settpunkt turtemperatur|consigne de départ|gidiş sıcaklığı ayar değeri|setpoint temperatura di mandata|požadovaná výstupná teplota|požadovaná výstupní teplota',
  'pump status (PC1)':
    'Pumpenstatus (PC1)|pompstatus (PC1)|pumpstatus (PC1)|stan pompy (PC1)|pumpestatus (PC1)|état pompe (PC1)|pompa durumu (PC1)|stato pompa (PC1)|stav čerpadla (PC1)|stav čerpadla (PC1)',
  'time to set valve':
    'Mischerlaufzeit|looptijd mengklep|gångtid shunt|czas przestawienia zaworu|gangtid shunt|temps de course vanne|vana ayar süresi|tempo corsa valvola|doba prestavenia ventilu|doba přestavení ventilu',
  'collector temperature (TS1)':
    'Kollektortemperatur (TS1)|collectortemperatuur (TS1)|solfångartemperatur (TS1)|temperatura kolektora (TS1)|solfangertemperatur (TS1)|température capteur (TS1)|kolektör sıcaklığı (TS1)|temperatura collettore (TS1)|teplota kolektora (TS1)|teplota kolektoru (TS1)',
  'cylinder bottom temperature (TS2)':
    'Speichertemperatur unten (TS2)|voorraadvattemperatuur onder (TS2)|beredartemperatur botten (TS2)|temperatura zasobnika dół (TS2)|beredertemperatur bunn (TS2)|température ballon bas (TS2)|boyler alt sıcaklığı (TS2)|temperatura bollitore basso (TS2)|teplota zásobníka dole (TS2)|teplota zásobníku dole (TS2)',
  'pump (PS1)': 'Pumpe (PS1)|pomp (PS1)|pump (PS1)|pompa (PS1)|pumpe (PS1)|pompe (PS1)|pompa (PS1)|pompa (PS1)|čerpadlo (PS1)|čerpadlo (PS1)',
  'pump modulation (PS1)':
    'Pumpenmodulation (PS1)|pompmodulatie (PS1)|pumpmodulering (PS1)|modulacja pompy (PS1)|pumpemodulering (PS1)|modulation pompe (PS1)|pompa modülasyonu (PS1)|modulazione pompa (PS1)|modulácia čerpadla (PS1)|modulace čerpadla (PS1)',
  'minimum pump modulation':
    'min. Pumpenmodulation|min. pompmodulatie|min. pumpmodulering|min. modulacja pompy|min. pumpemodulering|modulation pompe min.|min. pompa modülasyonu|modulazione pompa min.|min. modulácia čerpadla|min. modulace čerpadla',
  'pump turn on difference':
    "Pumpe Einschaltdifferenz|inschakelverschil pomp|pump startdifferens|różnica załączenia pompy|startdifferanse pumpe|différentiel d'enclenchement pompe|pompa açma farkı|differenziale accensione pompa|diferencia zapnutia čerpadla|diference zapnutí čerpadla",
  'pump turn off difference':
    'Pumpe Ausschaltdifferenz|uitschakelverschil pomp|pump stoppdifferens|różnica wyłączenia pompy|stoppdifferanse pumpe|différentiel de coupure pompe|pompa kapama farkı|differenziale spegnimento pompa|diferencia vypnutia čerpadla|diference vypnutí čerpadla',
  'pump working time':
    'Pumpenlaufzeit|pomplooptijd|gångtid pump|czas pracy pompy|gangtid pumpe|durée de marche pompe|pompa çalışma süresi|tempo funzionamento pompa|doba chodu čerpadla|doba chodu čerpadla',
  'maximum cylinder temperature':
    'max. Speichertemperatur|max. voorraadvattemperatuur|max. beredartemperatur|maks. temperatura zasobnika|maks. beredertemperatur|température ballon max.|maks. boyler sıcaklığı|temperatura bollitore max.|max. teplota zásobníka|max. teplota zásobníku',
  'collector shutdown':
    'Kollektorabschaltung|collector uitschakeling|solfångaravstängning|wyłączenie kolektora|solfangerutkobling|coupure capteurs|kolektör kapatma|spegnimento collettore|odstavenie kolektora|odstavení kolektoru',
  'maximum collector temperature':
    'max. Kollektortemperatur|max. collectortemperatuur|max. solfångartemperatur|maks. temperatura kolektora|maks. solfangertemperatur|température capteur max.|maks. kolektör sıcaklığı|temperatura collettore max.|max. teplota kolektora|max. teplota kolektoru',
  'minimum collector temperature':
    'min. Kollektortemperatur|min. collectortemperatuur|min. solfångartemperatur|min. temperatura kolektora|min. solfangertemperatur|température capteur min.|min. kolektör sıcaklığı|temperatura collettore min.|min. teplota kolektora|min. teplota kolektoru',
  'energy last hour':
    'Energie letzte Stunde|energie afgelopen uur|energi senaste timmen|energia ostatnia godzina|energi siste time|énergie dernière heure|son saat enerjisi|energia ultima ora|energia za poslednú hodinu|energie za poslední hodinu',
  'total energy today':
    "Energie heute|energie vandaag|energi i dag|energia dzisiaj|energi i dag|énergie aujourd'hui|bugünkü toplam enerji|energia oggi|energia dnes|energie dnes",
  'heattransfer system':
    'Wärmeübertragungssystem|warmteoverdrachtsysteem|värmeöverföringssystem|system przekazywania ciepła|varmeoverføringssystem|système de transfert de chaleur|ısı transfer sistemi|sistema di trasferimento calore|systém prenosu tepla|systém přenosu tepla',
  'external cylinder':
    'externer Speicher|extern voorraadvat|extern beredare|zasobnik zewnętrzny|ekstern bereder|ballon externe|harici boyler|bollitore esterno|externý zásobník|externí zásobník',
  'thermal disinfection':
    'thermische Desinfektion|thermische desinfectie|termisk desinfektion|dezynfekcja termiczna|termisk desinfeksjon|désinfection thermique|termik dezenfeksiyon|disinfezione termica|termická dezinfekcia|termická dezinfekce',
  heatmetering:
    "Wärmemengenzählung|warmtemeting|värmemängdsmätning|pomiar ciepła|varmemengdemåling|comptage d'énergie|ısı sayımı|contabilizzazione calore|meranie tepla|měření tepla",
  'solarmodule enabled':
    'Solarmodul freigegeben|zonnemodule vrijgegeven|solmodul aktiverad|moduł solarny włączony|solmodul aktivert|module solaire autorisé|güneş modülü etkin|modulo solare abilitato|solárny modul povolený|solární modul povolen',
  'pump kick':
    'Pumpenblockierschutz|pompblokkeerbeveiliging|pumpmotion|przeciwblokada pompy|pumpemosjon|dégommage pompe|pompa blokaj koruması|antibloccaggio pompa|ochrana proti zablokovaniu čerpadla|ochrana proti zablokování čerpadla',
  'plain water mode':
    'Reinwasserbetrieb|modus zuiver water|läge rent vatten|tryb czystej wody|modus rent vann|mode eau pure|saf su modu|modalità acqua pura|režim čistej vody|režim čisté vody',
  'climate zone': 'Klimazone|klimaatzone|klimatzon|strefa klimatyczna|klimasone|zone climatique|iklim bölgesi|zona climatica|klimatická zóna|klimatická zóna',
  'collector 1 area':
    'Kollektorfläche 1|collectoroppervlak 1|solfångararea 1|powierzchnia kolektora 1|solfangerareal 1|surface capteur 1|kolektör 1 alanı|superficie collettore 1|plocha kolektora 1|plocha kolektoru 1',
  'date/time': 'Datum/Uhrzeit|datum/tijd|datum/tid|data/godzina|dato/tid|date/heure|tarih/saat|data/ora|dátum/čas|datum/čas',
  'error code': 'Fehlercode|foutcode|felkod|kod błędu|feilkode|code défaut|hata kodu|codice errore|chybový kód|chybový kód',
  'damped outdoor temperature':
    'gedämpfte Außentemperatur|gedempte buitentemperatuur|dämpad utetemperatur|tłumiona temperatura zewnętrzna|dempet utetemperatur|température extérieure amortie|sönümlenmiş dış sıcaklık|temperatura esterna smorzata|tlmená vonkajšia teplota|tlumená venkovní teplota',
  'room temperature from remote':
    'Raumtemperatur Fernbedienung|kamertemperatuur van afstandsbediening|rumstemperatur från rumsgivare|temperatura pomieszczenia z pilota|romtemperatur fra fjernkontroll|température ambiante de la commande à distance|uzaktan kumandadan oda sıcaklığı|temperatura ambiente da comando remoto|izbová teplota z diaľkového ovládača|pokojová teplota z dálkového ovladače',
  'building type': 'Gebäudeart|gebouwtype|byggnadstyp|typ budynku|bygningstype|type de bâtiment|bina tipi|tipo di edificio|typ budovy|typ budovy',
  'minimal external temperature':
    'minimale Außentemperatur|minimale buitentemperatuur|lägsta utetemperatur|minimalna temperatura zewnętrzna|laveste utetemperatur|température extérieure minimale|minimum dış sıcaklık|temperatura esterna minima|minimálna vonkajšia teplota|minimální venkovní teplota',
  'internal temperature offset':
    'Offset interner Fühler|offset interne sensor|förskjutning intern givare|korekta czujnika wewnętrznego|forskyvning intern føler|décalage sonde interne|iç sensör ofseti|correzione sonda interna|korekcia vnútorného snímača|korekce vnitřního čidla',
  'damping outdoor temperature':
    'Dämpfung Außentemperatur|demping buitentemperatuur|dämpning utetemperatur|tłumienie temperatury zewnętrznej|demping utetemperatur|amortissement température extérieure|dış sıcaklık sönümleme|smorzamento temperatura esterna|tlmenie vonkajšej teploty|tlumení venkovní teploty',
  'floor drying':
    'Estrichtrocknung|dekvloer drogen|golvtorkning|suszenie jastrychu|gulvtørking|séchage de chape|şap kurutma|asciugatura massetto|vysúšanie poteru|vysoušení potěru',
  'floor drying temperature':
    'Temperatur Estrichtrocknung|temperatuur dekvloer drogen|temperatur golvtorkning|temperatura suszenia jastrychu|temperatur gulvtørking|température séchage de chape|şap kurutma sıcaklığı|temperatura asciugatura massetto|teplota vysúšania poteru|teplota vysoušení potěru',
  'hybrid control strategy':
    'Hybrid-Regelstrategie|hybride regelstrategie|hybridstrategi|strategia sterowania hybrydowego|hybridstrategi|stratégie de régulation hybride|hibrit kontrol stratejisi|strategia di controllo ibrido|stratégia hybridnej regulácie|strategie hybridní regulace',
  'outside switchover temperature':
    'Umschalt-Außentemperatur|omschakelbuitentemperatuur|omkopplingstemperatur ute|temperatura przełączenia zewnętrzna|omkoblingstemperatur ute|température extérieure de basculement|dış geçiş sıcaklığı|temperatura esterna di commutazione|vonkajšia teplota prepnutia|venkovní teplota přepnutí',
  'energy cost ratio':
    'Energiekostenverhältnis|energiekostenverhouding|energikostnadsförhållande|stosunek kosztów energii|energikostnadsforhold|rapport coût énergie|enerji maliyet oranı|rapporto costi energia|pomer nákladov na energiu|poměr nákladů na energii',
  'fossile energy factor':
    'Faktor fossile Energie|factor fossiele energie|faktor fossil energi|współczynnik energii kopalnej|faktor fossil energi|facteur énergie fossile|fosil enerji faktörü|fattore energia fossile|faktor fosílnej energie|faktor fosilní energie',
  'electric energy factor':
    'Faktor elektrische Energie|factor elektrische energie|faktor elenergi|współczynnik energii elektrycznej|faktor elektrisk energi|facteur énergie électrique|elektrik enerji faktörü|fattore energia elettrica|faktor elektrickej energie|faktor elektrické energie',
  'delay boiler support':
    'Verzögerung Kesselunterstützung|vertraging ketelondersteuning|fördröjning pannstöd|opóźnienie wsparcia kotła|forsinkelse kjelestøtte|délai appoint chaudière|kazan desteği gecikmesi|ritardo integrazione caldaia|oneskorenie podpory kotla|zpoždění podpory kotle',
  'temp diff boiler support':
    'Temperaturdifferenz Kesselunterstützung|temperatuurverschil ketelondersteuning|temperaturdifferens pannstöd|różnica temperatur wsparcia kotła|temperaturdifferanse kjelestøtte|écart de température appoint chaudière|kazan desteği sıcaklık farkı|differenza temperatura integrazione caldaia|rozdiel teplôt podpory kotla|rozdíl teplot podpory kotle',
  'raise heating with PV':
    'Heizen anheben mit PV|verwarming verhogen met PV|höj värme med solel|podwyższenie c.o. z PV|øk oppvarming med solstrøm|chauffage relevé avec PV|PV ile ısıtmayı artır|aumenta riscaldamento con FV|zvýšiť vykurovanie s FV|zvýšit topení s FV',
  'lower cooling with PV':
    'Kühlen absenken mit PV|koeling verlagen met PV|sänk kyla med solel|obniżenie chłodzenia z PV|senk kjøling med solstrøm|refroidissement abaissé avec PV|PV ile soğutmayı düşür|riduci raffrescamento con FV|znížiť chladenie s FV|snížit chlazení s FV',
  absent: 'abwesend|afwezig|frånvarande|nieobecność|fraværende|absent|evde yok|assente|neprítomný|nepřítomen',
  'heating PID': 'PID-Regelung Heizung|PID verwarming|PID värme|PID c.o.|PID oppvarming|PID chauffage|ısıtma PID|PID riscaldamento|PID vykurovania|PID topení',
  'preheating in the clock program':
    'Vorheizen im Zeitprogramm|voorverwarmen in klokprogramma|förvärmning i tidsprogram|podgrzewanie wstępne w programie czasowym|forvarming i tidsprogram|préchauffage dans le programme horaire|zaman programında ön ısıtma|preriscaldo nel programma orario|predohrev v časovom programe|předehřev v časovém programu',
  'selected room temperature':
    'gewählte Raumtemperatur|gekozen kamertemperatuur|vald rumstemperatur|wybrana temperatura pomieszczenia|valgt romtemperatur|température ambiante choisie|seçilen oda sıcaklığı|temperatura ambiente selezionata|zvolená izbová teplota|zvolená pokojová teplota',
  'current room temperature':
    'aktuelle Raumtemperatur|actuele kamertemperatuur|aktuell rumstemperatur|aktualna temperatura pomieszczenia|aktuell romtemperatur|température ambiante actuelle|güncel oda sıcaklığı|temperatura ambiente attuale|aktuálna izbová teplota|aktuální pokojová teplota',
  mode: 'Betriebsart|modus|läge|tryb|modus|mode|mod|modalità|režim|režim',
  'mode type': 'Betriebsart-Typ|modustype|lägestyp|typ trybu|modustype|type de mode|mod tipi|tipo modalità|typ režimu|typ režimu',
  'eco temperature':
    'Spartemperatur|ecotemperatuur|eko-temperatur|temperatura eko|økotemperatur|température éco|eko sıcaklık|temperatura eco|eko teplota|eko teplota',
  'manual temperature':
    'manuelle Temperatur|handmatige temperatuur|manuell temperatur|temperatura ręczna|manuell temperatur|température manuelle|manuel sıcaklık|temperatura manuale|manuálna teplota|ruční teplota',
  'comfort temperature':
    'Komforttemperatur|comforttemperatuur|komforttemperatur|temperatura komfortowa|komforttemperatur|température confort|konfor sıcaklığı|temperatura comfort|komfortná teplota|komfortní teplota',
  'summer temperature':
    'Sommertemperatur|zomertemperatuur|sommartemperatur|temperatura lato|sommertemperatur|température été|yaz sıcaklığı|temperatura estiva|letná teplota|letní teplota',
  'design temperature':
    'Auslegungstemperatur|ontwerptemperatuur|dimensionerande temperatur|temperatura projektowa|dimensjonerende temperatur|température de base|tasarım sıcaklığı|temperatura di progetto|návrhová teplota|výpočtová teplota',
  'offset temperature':
    'Temperatur-Offset|temperatuur-offset|temperaturförskjutning|korekta temperatury|temperaturforskyvning|décalage de température|sıcaklık ofseti|correzione temperatura|korekcia teploty|korekce teploty',
  'min flow temperature':
    'min. Vorlauftemperatur|min. aanvoertemperatuur|min. framledningstemperatur|min. temperatura zasilania|min. turtemperatur|température de départ min.|min. gidiş sıcaklığı|temperatura di mandata min.|min. výstupná teplota|min. výstupní teplota',
  'max flow temperature':
    'max. Vorlauftemperatur|max. aanvoertemperatuur|max. framledningstemperatur|maks. temperatura zasilania|maks. turtemperatur|température de départ max.|maks. gidiş sıcaklığı|temperatura di mandata max.|max. výstupná teplota|max. výstupní teplota',
  'room influence':
    'Raumeinfluss|ruimte-invloed|rumspåverkan|wpływ pomieszczenia|rompåvirkning|influence ambiante|oda etkisi|influenza ambiente|vplyv miestnosti|vliv místnosti',
  'room influence factor':
    "Raumeinflussfaktor|ruimte-invloedfactor|rumspåverkansfaktor|współczynnik wpływu pomieszczenia|rompåvirkningsfaktor|facteur d'influence ambiante|oda etki faktörü|fattore influenza ambiente|faktor vplyvu miestnosti|faktor vlivu místnosti",
  'current room influence':
    'aktueller Raumeinfluss|actuele ruimte-invloed|aktuell rumspåverkan|aktualny wpływ pomieszczenia|aktuell rompåvirkning|influence ambiante actuelle|güncel oda etkisi|influenza ambiente attuale|aktuálny vplyv miestnosti|aktuální vliv místnosti',
  'nofrost mode':
    'Frostschutzbetrieb|vorstbeveiligingsmodus|frostskyddsläge|tryb przeciwzamrożeniowy|frostsikringsmodus|mode hors-gel|donma koruma modu|modalità antigelo|protimrazový režim|protimrazový režim',
  'nofrost temperature':
    'Frostschutztemperatur|vorstbeveiligingstemperatuur|frostskyddstemperatur|temperatura przeciwzamrożeniowa|frostsikringstemperatur|température hors-gel|donma koruma sıcaklığı|temperatura antigelo|protimrazová teplota|protimrazová teplota',
  'target flow temperature':
    'Vorlauf-Zieltemperatur|doelaanvoertemperatuur|mål framledningstemperatur|docelowa temperatura zasilania|ønsket turtemperatur|température de départ cible|hedef gidiş sıcaklığı|temperatura di mandata obiettivo|cieľová výstupná teplota|cílová výstupní teplota',
  'heating type':
    'Heizsystem|verwarmingstype|värmesystem|rodzaj ogrzewania|oppvarmingstype|type de chauffage|ısıtma tipi|tipo di riscaldamento|typ vykurovania|typ topení',
  'set summer mode':
    'Sommerbetrieb einstellen|zomermodus instellen|ställ in sommarläge|ustaw tryb letni|still inn sommermodus|régler mode été|yaz modunu ayarla|imposta modalità estate|nastaviť letný režim|nastavit letní režim',
  'heatpump operating mode':
    'Wärmepumpe Betriebsart|bedrijfsmodus warmtepomp|driftläge värmepump|tryb pracy pompy ciepła|driftsmodus varmepumpe|mode de fonctionnement PAC|ısı pompası çalışma modu|modalità di funzionamento PdC|prevádzkový režim TČ|provozní režim TČ',
  'summer mode': 'Sommerbetrieb|zomermodus|sommarläge|tryb letni|sommermodus|mode été|yaz modu|modalità estate|letný režim|letní režim',
  'heatpump operating state':
    'Wärmepumpe Betriebszustand|bedrijfstoestand warmtepomp|driftstatus värmepump|stan pracy pompy ciepła|driftstilstand varmepumpe|état de fonctionnement PAC|ısı pompası çalışma durumu|stato di funzionamento PdC|prevádzkový stav TČ|provozní stav TČ',
  'control mode':
    'Regelungsart|regelmodus|regleringsläge|tryb regulacji|reguleringsmodus|mode de régulation|kontrol modu|modalità di regolazione|režim regulácie|režim regulace',
  program: 'Programm|programma|program|program|program|programme|program|programma|program|program',
  'temporary set temperature automode':
    'temporäre Solltemperatur Automatik|tijdelijke ingestelde temperatuur automodus|tillfälligt börvärde autoläge|tymczasowa temperatura zadana tryb auto|midlertidig innstilt temperatur automodus|consigne temporaire mode auto|otomatik modda geçici ayar sıcaklığı|temperatura temporanea in automatico|dočasná nastavená teplota v automatike|dočasná nastavená teplota v automatice',
  'fast heatup':
    'Schnellaufheizung|snel opwarmen|snabbuppvärmning|szybkie nagrzewanie|hurtigoppvarming|montée en température rapide|hızlı ısıtma|riscaldamento rapido|rýchly ohrev|rychlý ohřev',
  'switch-on optimization':
    'Einschaltoptimierung|inschakeloptimalisatie|startoptimering|optymalizacja załączenia|startoptimalisering|optimisation de mise en marche|açılış optimizasyonu|ottimizzazione accensione|optimalizácia zapnutia|optimalizace zapnutí',
  'reduce mode': 'Absenkbetrieb|verlagingsmodus|sänkningsläge|tryb obniżony|senkemodus|mode réduit|düşürme modu|modalità ridotta|útlmový režim|útlumový režim',
  'no reduce below temperature':
    'keine Absenkung unter Temperatur|geen verlaging onder temperatuur|ingen sänkning under temperatur|bez obniżenia poniżej temperatury|ingen senking under temperatur|pas de réduit sous la température|sıcaklığın altında düşürme yok|nessuna riduzione sotto la temperatura|bez útlmu pod teplotu|bez útlumu pod teplotu',
  'off/reduce switch temperature':
    'Umschalttemperatur aus/Absenkung|omschakeltemperatuur uit/verlaging|omkopplingstemperatur från/sänkning|temperatura przełączenia wył./obniżenie|omkoblingstemperatur av/senking|température de basculement arrêt/réduit|kapalı/düşürme geçiş sıcaklığı|temperatura commutazione spento/ridotto|teplota prepnutia vyp./útlm|teplota přepnutí vyp./útlum',
  'hp cooling': 'WP Kühlen|WP koeling|VP kyla|chłodzenie PC|VP kjøling|refroidissement PAC|IP soğutma|raffrescamento PdC|chladenie TČ|chlazení TČ',
  'cooling on':
    'Kühlen ein|koeling aan|kyla till|chłodzenie wł.|kjøling på|refroidissement en marche|soğutma açık|raffrescamento acceso|chladenie zap.|chlazení zap.',
  'HP Mode': 'WP Betriebsart|WP modus|VP-läge|tryb PC|VP-modus|mode PAC|IP modu|modalità PdC|režim TČ|režim TČ',
  'dew point offset':
    'Taupunkt-Offset|dauwpunt-offset|förskjutning daggpunkt|korekta punktu rosy|forskyvning duggpunkt|décalage point de rosée|çiy noktası ofseti|correzione punto di rugiada|korekcia rosného bodu|korekce rosného bodu',
  'room temp difference':
    'Raumtemperaturdifferenz|kamertemperatuurverschil|rumstemperaturdifferens|różnica temperatury pomieszczenia|romtemperaturdifferanse|écart de température ambiante|oda sıcaklığı farkı|differenza temperatura ambiente|rozdiel izbovej teploty|rozdíl pokojové teploty',
  'HP min. flow temp.':
    'WP min. Vorlauftemp.|WP min. aanvoertemp.|VP min. framledningstemp.|PC min. temp. zasilania|VP min. turtemp.|PAC temp. départ min.|IP min. gidiş sıc.|PdC temp. mandata min.|TČ min. výst. tepl.|TČ min. výst. tepl.',
  'control device':
    'Bedieneinheit|regeltoestel|reglerenhet|urządzenie sterujące|reguleringsenhet|appareil de régulation|kontrol cihazı|dispositivo di regolazione|riadiace zariadenie|řídicí zařízení',
  'heat-on delay':
    'Heizen Einschaltverzögerung|inschakelvertraging verwarming|startfördröjning värme|opóźnienie załączenia c.o.|startforsinkelse oppvarming|délai enclenchement chauffage|ısıtma açma gecikmesi|ritardo accensione riscaldamento|oneskorenie zapnutia vykurovania|zpoždění zapnutí topení',
  'heat-off delay':
    'Heizen Ausschaltverzögerung|uitschakelvertraging verwarming|stoppfördröjning värme|opóźnienie wyłączenia c.o.|stoppforsinkelse oppvarming|délai coupure chauffage|ısıtma kapama gecikmesi|ritardo spegnimento riscaldamento|oneskorenie vypnutia vykurovania|zpoždění vypnutí topení',
  'instant start':
    'Sofortstart|directe start|omedelbar start|natychmiastowy start|umiddelbar start|démarrage immédiat|anında başlat|avvio immediato|okamžitý štart|okamžitý start',
  'boost time': 'Boost-Dauer|boostduur|boosttid|czas boost|boosttid|durée boost|boost süresi|durata boost|doba boostu|doba boostu',
  'cooling starttemp':
    'Kühlen Starttemperatur|starttemperatuur koeling|starttemperatur kyla|temperatura startu chłodzenia|starttemperatur kjøling|température début refroidissement|soğutma başlangıç sıcaklığı|temperatura avvio raffrescamento|teplota začiatku chladenia|teplota zahájení chlazení',
  'cooling on delay':
    'Kühlen Einschaltverzögerung|inschakelvertraging koeling|startfördröjning kyla|opóźnienie załączenia chłodzenia|startforsinkelse kjøling|délai enclenchement refroidissement|soğutma açma gecikmesi|ritardo accensione raffrescamento|oneskorenie zapnutia chladenia|zpoždění zapnutí chlazení',
  'cooling off delay':
    'Kühlen Ausschaltverzögerung|uitschakelvertraging koeling|stoppfördröjning kyla|opóźnienie wyłączenia chłodzenia|stoppforsinkelse kjøling|délai coupure refroidissement|soğutma kapama gecikmesi|ritardo spegnimento raffrescamento|oneskorenie vypnutia chladenia|zpoždění vypnutí chlazení',
  'reduction threshold':
    'Absenkschwelle|verlagingsdrempel|sänkningsgräns|próg obniżenia|senkegrense|seuil de réduit|düşürme eşiği|soglia di riduzione|prah útlmu|práh útlumu',
  'solar influence':
    'Solareinfluss|zoninvloed|solpåverkan|wpływ nasłonecznienia|solpåvirkning|influence solaire|güneş etkisi|influenza solare|vplyv slnka|vliv slunce',
  'current solar influence':
    'aktueller Solareinfluss|actuele zoninvloed|aktuell solpåverkan|aktualny wpływ nasłonecznienia|aktuell solpåvirkning|influence solaire actuelle|güncel güneş etkisi|influenza solare attuale|aktuálny vplyv slnka|aktuální vliv slunce',
  'vacation dates':
    'Urlaubszeitraum|vakantiedata|semesterdatum|daty urlopu|feriedatoer|dates de vacances|tatil tarihleri|date vacanza|dátumy dovolenky|data dovolené',
  'holiday dates': 'Ferienzeitraum|feestdagen|ledighetsdatum|daty świąt|fridager|dates de congés|izin tarihleri|date festività|dátumy sviatkov|data svátků',
  'pause time': 'Pausenzeit|pauzetijd|paustid|czas przerwy|pausetid|durée de pause|mola süresi|tempo di pausa|doba prestávky|doba přestávky',
  'party time': 'Partyzeit|feesttijd|festtid|czas imprezy|festtid|durée fête|parti süresi|tempo festa|doba párty|doba párty',
  'program switchtime':
    'Schaltzeit Programm|schakeltijd programma|kopplingstid program|czas przełączenia programu|koblingstid program|horaire de programme|program geçiş zamanı|orario commutazione programma|čas prepnutia programu|čas přepnutí programu',
  'charge duration': 'Ladedauer|laadduur|laddningstid|czas ładowania|ladetid|durée de charge|yükleme süresi|durata carica|doba ohrevu|doba ohřevu',
  charge: 'Ladung|laden|laddning|ładowanie|lading|charge|yükleme|carica|ohrev|ohřev',
  extra: 'Extra|extra|extra|dodatkowe|ekstra|supplément|ekstra|extra|extra|extra',
  'disinfection day':
    'Desinfektionstag|desinfectiedag|desinfektionsdag|dzień dezynfekcji|desinfeksjonsdag|jour de désinfection|dezenfeksiyon günü|giorno disinfezione|deň dezinfekcie|den dezinfekce',
  'disinfection time':
    'Desinfektionszeit|desinfectietijd|desinfektionstid|godzina dezynfekcji|desinfeksjonstid|heure de désinfection|dezenfeksiyon saati|ora disinfezione|čas dezinfekcie|čas dezinfekce',
  'daily heating':
    'tägliche Aufheizung|dagelijks opwarmen|daglig uppvärmning|codzienne podgrzewanie|daglig oppvarming|chauffe quotidienne|günlük ısıtma|riscaldamento giornaliero|denný ohrev|denní ohřev',
  'daily heating time':
    'Zeit tägliche Aufheizung|tijd dagelijks opwarmen|tid daglig uppvärmning|godzina codziennego podgrzewania|tid daglig oppvarming|heure de chauffe quotidienne|günlük ısıtma saati|ora riscaldamento giornaliero|čas denného ohrevu|čas denního ohřevu',
}

/** `en` in language `locale` (as the gateway is set), or `en` where the table has no translation; `key`
 *  when the table holds it under another name. */
export const translate = (en: string, locale = 'en', key = en): string => T[key]?.split('|')[LANGS.indexOf(locale)] || en

/** An entity's tag and name as the gateway shows them in `locale`. A "dhw " in front of a 3.6.x name is the
 *  hot-water word: the tag of an untagged entity, part of the name of a tagged one. */
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
